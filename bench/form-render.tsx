// Form render cost: a 300-field form with 50 formulas, 20 keystrokes into one field, React Profiler commits and ms
// per keystroke for the engine's FormView, beside the same FormView with its formulas off and plain rjsf Forms
// (default theme; Arco theme) with the same schema. Fails when a keystroke into the engine form commits more than once.
//   npx vitest run -c bench/form-render.vitest.config.ts
import { Profiler, type ReactNode } from 'react';
import { expect, test } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import Form, { withTheme } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { FormView } from '../src/engine/form/form-view.tsx';
import { engineTheme } from '../src/engine/form/engine-theme.ts';
import { FormHarness, formTestServices } from '../src/app/testing/form-harness.tsx';
import type { BoDefinition } from '../src/common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../src/common/definitions/kinds/form.ts';

const INPUTS = 250;
const FORMULAS = 50;
const KEYSTROKES = 20;

const names = Array.from({ length: INPUTS }, (_, i) => (i === 0 ? 'title' : `n${i}`));
const computed = Array.from({ length: FORMULAS }, (_, i) => `c${i + 1}`);
const bo = {
  kind: 'bo', schemaVersion: 2, alias: 'bench', name: { 'zh-CN': '基准' },
  fields: [
    ...names.map((name, i) => ({ name, label: { 'zh-CN': `字段${i + 1}`, 'en-US': `Field ${i + 1}` }, type: i === 0 ? 'string' : 'number' })),
    ...computed.map((name, i) => ({ name, label: { 'zh-CN': `计算${i + 1}`, 'en-US': `Computed ${i + 1}` }, type: i % 10 === 0 ? 'string' : 'number' })),
  ],
} as unknown as BoDefinition;
const schema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries([
    ...names.map((name, i) => [name, { type: i === 0 ? 'string' : 'number', title: `字段${i + 1}` }]),
    ...computed.map((name, i) => [name, { type: i % 10 === 0 ? 'string' : 'number', title: `计算${i + 1}` }]),
  ]),
};
const form = {
  kind: 'form', schemaVersion: 1, key: 'bench', name: { 'zh-CN': '基准表单' }, boAlias: 'bench', schema,
  formulas: computed.map((target, i) => ({
    target,
    expression: i % 10 === 0 ? '$moneyInWords($length(title) * 100)' : `$length(title) + n${i + 1} * 2`,
  })),
} as unknown as FormDefinition;
const withoutFormulas = { ...form, formulas: [] } as unknown as FormDefinition;

interface Figures { name: string; commits: number[]; ms: number[]; trailing: number }

async function measure(name: string, element: (onRender: () => void) => ReactNode): Promise<Figures> {
  let commits = 0;
  const onRender = () => { commits++; };
  render(<>{element(onRender)}</>);
  await act(async () => { await new Promise((r) => setTimeout(r, 500)); });
  const input = document.querySelector<HTMLInputElement>('#root_title')!;
  const figures: Figures = { name, commits: [], ms: [], trailing: 0 };
  let text = '';
  for (let k = 0; k < KEYSTROKES; k++) {
    text += '专利'[k % 2];
    const before = commits;
    const started = performance.now();
    act(() => { fireEvent.change(input, { target: { value: text } }); });
    figures.ms.push(performance.now() - started);
    figures.commits.push(commits - before);
  }
  const before = commits;
  await act(async () => { await new Promise((r) => setTimeout(r, 1000)); });
  figures.trailing = commits - before;
  cleanup();
  return figures;
}

const ArcoForm = withTheme(engineTheme);
const inProfiler = (onRender: () => void, children: ReactNode) => <Profiler id="bench" onRender={onRender}>{children}</Profiler>;

test('form render benchmark', async () => {
  const { services } = formTestServices(() => undefined);
  // A discarded first run: the code paths every form shares (rjsf, the Arco theme, FormView) are compiled before timing.
  await measure('warm-up', (onRender) => (
    <FormHarness services={services}>{inProfiler(onRender, <FormView definition={withoutFormulas} bo={bo} action="add" />)}</FormHarness>
  ));
  const runs = [
    await measure('engine FormView (Arco theme, rights, rules, 50 formulas)', (onRender) => (
      <FormHarness services={services}>{inProfiler(onRender, <FormView definition={form} bo={bo} action="add" />)}</FormHarness>
    )),
    await measure('baseline: engine FormView, formulas off', (onRender) => (
      <FormHarness services={services}>{inProfiler(onRender, <FormView definition={withoutFormulas} bo={bo} action="add" />)}</FormHarness>
    )),
    await measure('baseline: plain rjsf Form (default theme)', (onRender) => inProfiler(onRender, <Form schema={schema} validator={validator} noHtml5Validate />)),
    await measure('baseline: plain rjsf Form (Arco theme)', (onRender) => (
      <FormHarness services={services}>{inProfiler(onRender, <ArcoForm schema={schema} validator={validator} noHtml5Validate />)}</FormHarness>
    )),
  ];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rows = runs.map((r) => ({
    form: r.name,
    'commits/keystroke (min..max)': `${Math.min(...r.commits)}..${Math.max(...r.commits)}`,
    'ms/keystroke median': median(r.ms).toFixed(1),
    'ms/keystroke mean': (r.ms.reduce((s, x) => s + x, 0) / r.ms.length).toFixed(1),
    'commits after typing stops (formulas, linkages)': r.trailing,
  }));
  console.log(`\n${INPUTS + FORMULAS} fields, ${FORMULAS} formulas, ${KEYSTROKES} keystrokes into one field (happy-dom, ${new Date().toISOString()})`);
  console.table(rows);
  // One commit per keystroke: the formulas' results land in the same commit as the typed value.
  expect(runs[0]!.commits.every((c) => c === 1), `engine commits per keystroke: ${runs[0]!.commits.join(',')}`).toBe(true);
});
