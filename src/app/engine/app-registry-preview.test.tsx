import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { FakeEventSource, fakeFetch, FlowHarness, flowServices } from '../workflow/flow-services.fixture.tsx';
import { TemplatePreviewRoute } from '../../engine/list/template-preview-route.tsx';

/** The shipped definitions, as the server hands them (getBpmDataTemplateInfo). */
const shipped = (alias: string) => JSON.parse(fs.readFileSync(path.resolve('schemas/template', `${alias}.json`), 'utf8')) as Record<string, unknown>;

/** /{group}/template/preview/{alias} with nothing around it but the app's engine bootstrap (no workflow or personal page). */
function renderPreview(alias: string, answer: (p: string) => unknown) {
  const fetch = fakeFetch((request) => {
    if (request.path.endsWith('/getBpmDataTemplateInfo')) return { body: { template: shipped(request.query.get('alias') ?? alias), formKey: null, bo: null, dicts: {} } };
    const body = answer(request.path);
    return body === undefined ? undefined : { body };
  });
  render(
    <FlowHarness services={flowServices(fetch)} url={`/statement/template/preview/${alias}`}>
      <Routes>
        <Route path="/:group/template/preview/:alias" element={<TemplatePreviewRoute />} />
      </Routes>
    </FlowHarness>,
  );
}

describe('the app registers the shipped lists\' calls once, at its engine bootstrap', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => vi.unstubAllGlobals());

  it('/template/preview/wfTodo reads the to-do endpoint and shows its rows', async () => {
    renderPreview('wfTodo', (p) => (p.endsWith('/getTodoList') ? {
      rows: [{ id: '5', taskId: '5', subject: '专利申请 锂电池', defName: '专利申请审批', taskName: '学院领导审批', creator: '张伟', createTime: '2026-11-20T02:03:04.000Z', status: 'NORMAL', procInstId: '9' }],
      total: 1, page: 1, pageSize: 10,
    } : undefined));
    expect(await screen.findByText('专利申请 锂电池')).toBeTruthy();
    expect(screen.queryByText(/not registered|未注册/)).toBeNull();
  });

  it('/template/preview/personalApprovalItems reads the approval phrases and names their owner', async () => {
    renderPreview('personalApprovalItems', (p) => (p.endsWith('/flow/approvalItem/v1/listJson') ? {
      rows: [{ id: '3', expression: '同意，请按程序办理', defKey: null, sn: 1, isPublic: true }], total: 1, page: 1, pageSize: 10,
    } : p.includes('/flow/def/') ? { rows: [], total: 0, page: 1, pageSize: 500 } : undefined));
    expect(await screen.findByText('同意，请按程序办理')).toBeTruthy();
    expect(await screen.findByText('公共')).toBeTruthy();
  });
});
