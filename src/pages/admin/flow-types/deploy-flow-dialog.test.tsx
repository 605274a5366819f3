import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, FlowHarness, flowServices } from '../../../app/workflow/flow-services.fixture.tsx';
import type { FlowTypeRow } from '../../../app/api/flow-types.ts';
import { FlowTypesPage } from './flow-types-page.tsx';

const MODEL = '/api/bpm-model';
const XML = '<bpmn:definitions id="d"><bpmn:process id="patentApply" name="专利申请审批" /></bpmn:definitions>';
const TYPES: FlowTypeRow[] = [{ id: '1', typeKey: 'patentBusiness', name: { 'zh-CN': '专利业务', 'en-US': 'Patent business' }, sn: 0, flowCount: 1 }];
const FLOWS = [{ id: '7', defId: '7', defKey: 'patentApply', name: '专利申请审批', version: 2, deployTime: '2026-01-01T00:00:00.000Z', typeId: '1', typeName: null }];
const DEPLOYMENT = {
  defId: '7', defKey: 'patentApply', version: 2, latestVersion: 3, name: '专利申请审批', nameEn: 'Patent application approval', typeKey: 'patentBusiness',
  xml: XML, settings: { nameEn: 'Patent application approval', nodes: { review: { nameEn: 'Review' } } },
};

/** The page over a server whose deploy answers with `deployReply` (a function of the body). */
function renderPage(deployReply: (body: Record<string, unknown>) => { status?: number; body: unknown }, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const fetch = fakeFetch(({ path, body }) => {
    if (path === `${MODEL}/flow/type/v1/list`) return { body: TYPES };
    if (path === `${MODEL}/flow/def/v1/listJson`) return { body: { rows: FLOWS, page: 1, pageSize: 500 } };
    if (path === `${MODEL}/flow/def/v1/getDeployment`) return { body: DEPLOYMENT };
    if (path === `${MODEL}/flow/def/v1/deploy`) return deployReply(body as Record<string, unknown>);
    return undefined;
  });
  render(<FlowHarness services={flowServices(fetch, {}, language)}><FlowTypesPage /></FlowHarness>);
  const sent = (suffix: string) => fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname.endsWith(suffix))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { sent };
}

const dialog = () => screen.getByTestId('deploy-flow-dialog');
const settingsBox = async () => (await screen.findByTestId('deploy-flow-settings')) as HTMLTextAreaElement;

describe('DeployFlowDialog', () => {
  it('deploys a new version from the main one: the English name, the kept BPMN file, the edited settings and the latest version as base', async () => {
    const { sent } = renderPage(() => ({ body: { state: true, message: '发布成功', value: { defId: '8', defKey: 'patentApply', version: 4 } } }));
    fireEvent.click(await screen.findByTestId('flow-deploy-patentApply'));
    const settings = await settingsBox();
    // The English name has its own field; the JSON holds the rest.
    expect(JSON.parse(settings.value)).toEqual({ nodes: { review: { nameEn: 'Review' } } });
    expect(within(dialog()).getByText('当前主版本为第 2 版，最新为第 3 版。发布后新发起的流程使用新版本，运行中的流程仍按原版本办理。')).toBeTruthy();
    expect(screen.getByTestId('deploy-flow-file-name').textContent).toBe('沿用第 2 版的 BPMN 文件');
    fireEvent.change(screen.getByTestId('deploy-flow-name-en'), { target: { value: ' Patent filing approval ' } });
    fireEvent.change(settings, { target: { value: '{ "nodes": { "review": { "nameEn": "College review" } } }' } });
    const listsBefore = sent('/flow/def/v1/listJson').length;
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));

    await waitFor(() => expect(sent('/flow/def/v1/deploy')).toHaveLength(1));
    expect(sent('/flow/def/v1/deploy')[0]).toEqual({
      defKey: 'patentApply', xml: XML, nameEn: 'Patent filing approval', baseVersion: 3, settings: { nodes: { review: { nameEn: 'College review' } } },
    });
    await waitFor(() => expect(screen.queryByTestId('deploy-flow-settings')).toBeNull());
    await waitFor(() => expect(sent('/flow/def/v1/listJson').length).toBeGreaterThan(listsBefore));
  });

  it('refuses settings that are not one JSON object, and keeps the dialog open with the server\'s refusal (en-US)', async () => {
    const { sent } = renderPage(() => ({
      status: 409, body: { state: false, message: 'A newer version (version 4) of this flow was deployed while you edited it; reopen it before deploying' },
    }), 'en-US');
    fireEvent.click(await screen.findByTestId('flow-deploy-patentApply'));
    const settings = await settingsBox();
    fireEvent.change(settings, { target: { value: '{ "nodes": ' } });
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));
    expect((await screen.findByTestId('deploy-flow-problem')).textContent).toMatch(/^The node settings are not valid JSON: /);
    fireEvent.change(settings, { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));
    await waitFor(() => expect(screen.getByTestId('deploy-flow-problem').textContent).toBe('The node settings must be one JSON object'));
    expect(sent('/flow/def/v1/deploy')).toHaveLength(0);

    fireEvent.change(settings, { target: { value: '{}' } });
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));
    await waitFor(() => expect(screen.getByTestId('deploy-flow-problem').textContent).toBe('A newer version (version 4) of this flow was deployed while you edited it; reopen it before deploying'));
    expect(sent('/flow/def/v1/deploy')).toHaveLength(1);
    expect((await settingsBox()).value).toBe('{}');
  });

  it('a new flow needs its key and a BPMN file; the chosen file\'s text is sent with the category and base version 0', async () => {
    const { sent } = renderPage(() => ({ body: { state: true, message: '发布成功', value: { defId: '9', defKey: 'leave', version: 1 } } }));
    fireEvent.click(await screen.findByTestId('flow-deploy-new'));
    const settings = await settingsBox();
    expect(JSON.parse(settings.value)).toEqual({ nodes: {} });
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));
    expect(await screen.findByText('请输入流程标识')).toBeTruthy();
    fireEvent.change(screen.getByTestId('deploy-flow-key'), { target: { value: 'leave' } });
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));
    await waitFor(() => expect(screen.getByTestId('deploy-flow-problem').textContent).toBe('请选择 BPMN 文件'));

    const input = dialog().querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<bpmn:definitions id="leave" />'], 'leave.bpmn', { type: 'text/xml' })] } });
    await waitFor(() => expect(screen.getByTestId('deploy-flow-file-name').textContent).toBe('已选择：leave.bpmn'));
    fireEvent.click(screen.getByTestId('deploy-flow-submit'));
    await waitFor(() => expect(sent('/flow/def/v1/deploy')).toHaveLength(1));
    expect(sent('/flow/def/v1/deploy')[0]).toEqual({ defKey: 'leave', xml: '<bpmn:definitions id="leave" />', baseVersion: 0, settings: { nodes: {} } });
  });
});
