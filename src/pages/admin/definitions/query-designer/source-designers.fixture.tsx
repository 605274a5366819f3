import fs from 'node:fs';
import path from 'node:path';
import { useState, type ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../../app/workflow/flow-services.fixture.tsx';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import type { DesignerProps } from '../designer-registry.ts';

export { choose, drag, rows } from '../designer-actions.fixture.ts';

/** Test support of the query, dialog and chart designers' component tests (as template-designer.test.tsx does it). */

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** A shipped definition's text as the editor shows it. */
export const pretty = (file: string) => `${JSON.stringify(JSON.parse(read(file)), null, 2)}\n`;

const definitionReply = (kind: string, key: string, file: string) => ({
  body: { kind, key, version: 1, isCurrent: true, comment: null, createdAt: '2026-11-01T00:00:00Z', body: JSON.parse(read(file)) },
});
const summary = (kind: string, key: string, name: string) => ({ kind, key, name, version: 1, schemaVersion: 1, updatedAt: '2026-11-01T00:00:00Z', updatedBy: null });

export interface RenderOptions { text: string; problems?: DefinitionProblem[]; language?: 'zh-CN' | 'en-US'; focus?: { pointer: string } }

/**
 * A designer over a text kept as the workspace keeps it; every text it writes is recorded. The server knows the query
 * patentApplyStats (over the view patentLibrary, whose fields it lists), the bo expenseClaim and the dictionary patentType.
 */
export function renderDesigner<T>(Designer: ComponentType<DesignerProps>, options: RenderOptions) {
  const texts: string[] = [];
  const fetch = fakeFetch(({ path: url, query }) => {
    if (url === '/api/form/form/definition/v1/get' && query.get('kind') === 'query') return definitionReply('query', 'patentApplyStats', 'schemas/query/patentApplyStats.json');
    if (url === '/api/form/form/definition/v1/get' && query.get('kind') === 'bo' && query.get('key') === 'expenseClaim') return definitionReply('bo', 'expenseClaim', 'schemas/bo/expenseClaim.json');
    if (url === '/api/form/form/definition/v1/list' && query.get('kind') === 'query') return { body: [summary('query', 'patentApplyStats', '专利申请查询')] };
    if (url === '/api/form/form/definition/v1/list' && query.get('kind') === 'bo') return { body: [summary('bo', 'expenseClaim', '费用报销')] };
    if (url === '/api/form/form/definition/v1/viewFields' && query.get('sqlAlias') === 'patentLibrary') {
      return { body: ['id', 'applicationNo', 'applicationDate', 'publicationNo', 'name', 'type', 'legalStatus', 'inventor', 'orgId', 'orgName'] };
    }
    if (url === '/api/portal/sys/dataDict/v1/types') return { body: [{ typeKey: 'patentType', name: { 'zh-CN': '专利类型', 'en-US': 'Patent type' } }] };
    return undefined;
  });
  const services = flowServices(fetch, { roles: ['sysAdmin'] }, options.language ?? 'zh-CN');
  (services.config.hosts as Record<string, string>).portal = '/api/portal';
  function Workspace() {
    const [text, setText] = useState(options.text);
    return <Designer text={text} onChange={(next) => { texts.push(next); setText(next); }} problems={options.problems ?? []} focus={options.focus} />;
  }
  render(<FlowHarness services={services}><Workspace /></FlowHarness>);
  const last = () => JSON.parse(texts.at(-1)!) as T;
  return { texts, last };
}

export const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);
export const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
/** A number input's value typed and committed (Arco's InputNumber commits on blur). */
export const typeNumber = (testId: string, value: string) => { type(testId, value); fireEvent.blur(input(testId)); };
/** Clicks a radio button by its text (its input takes the click). */
export const pick = (text: string) => fireEvent.click(screen.getByText(text).closest('label')!.querySelector('input')!);

