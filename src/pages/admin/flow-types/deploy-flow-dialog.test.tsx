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

const ROLES = [{ id: 1, code: 'xyld', name: '学院领导', enabled: true }, { id: 2, code: 'zcgly', name: '知产管理员', enabled: true }];
const USERS = [{ id: 3, account: 'leader', fullname: '陈院长', email: null, mobile: null, status: 1, orgName: '计算机学院' }];

/** The reads of the node-by-node editor: roles, posts and users (by keyword or by account), forms and a form's fields. */
function directoryReply(path: string, query: URLSearchParams, body: unknown) {
  const page = <R,>(rows: R[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 500 } });
  if (path.endsWith('/api/role/v1/roles')) return page(ROLES);
  if (path.endsWith('/form/definition/v1/list')) return { body: [{ kind: 'form', key: 'patentApply', name: '专利申请表', version: 1, schemaVersion: 1, updatedAt: '', updatedBy: null }] };
  if (path.endsWith('/form/definition/v1/get')) {
    const body = query.get('kind') === 'form' ? { boAlias: 'patentApply' }
      : { fields: [{ name: 'title', label: { 'zh-CN': '专利名称', 'en-US': 'Title' } }, { name: 'reviewComment', label: { 'zh-CN': '审核意见', 'en-US': 'Review comment' } }] };
    return { body: { kind: query.get('kind'), key: query.get('key'), version: 1, isCurrent: true, comment: null, createdAt: '', body } };
  }
  if (path.endsWith('/api/org/v1/orgPosts')) return page([]);
  if (path.endsWith('/api/user/v1/users/queryByType')) {
    const accounts = (body as { querys?: { property: string; value: unknown }[] }).querys?.find((q) => q.property === 'account')?.value as string[] | undefined;
    return page(accounts ? USERS.filter((u) => accounts.includes(u.account)) : USERS);
  }
  return undefined;
}

/** The page over a server whose deploy answers with `deployReply` (a function of the body). */
function renderPage(deployReply: (body: Record<string, unknown>) => { status?: number; body: unknown }, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const fetch = fakeFetch(({ path, query, body }) => {
    if (path === `${MODEL}/flow/type/v1/list`) return { body: TYPES };
    if (path === `${MODEL}/flow/def/v1/listJson`) return { body: { rows: FLOWS, page: 1, pageSize: 500 } };
    if (path === `${MODEL}/flow/def/v1/getDeployment`) return { body: DEPLOYMENT };
    if (path === `${MODEL}/flow/def/v1/deploy`) return deployReply(body as Record<string, unknown>);
    return directoryReply(path, query, body);
  });
  render(<FlowHarness services={flowServices(fetch, {}, language)}><FlowTypesPage /></FlowHarness>);
  const sent = (suffix: string) => fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname.endsWith(suffix))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { sent };
}

const dialog = () => screen.getByTestId('deploy-flow-dialog');
/** The settings as JSON (the editor opens on its node-by-node tab). */
const settingsBox = async () => {
  fireEvent.click(await screen.findByTestId('deploy-flow-settings-tab-json'));
  return (await screen.findByTestId('deploy-flow-settings')) as HTMLTextAreaElement;
};

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

  it('edits the settings node by node: a node\'s reject modes, assignees and field rights, a countersign rule; the JSON shows and sends them', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="patentApply" name="专利申请审批" isExecutable="true">
    <bpmn:startEvent id="start" name="发起" /><bpmn:userTask id="review" name="学院审核" />
    <bpmn:userTask id="sign" name="会签"><bpmn:multiInstanceLoopCharacteristics /></bpmn:userTask><bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
    DEPLOYMENT.xml = xml;
    try {
      const { sent } = renderPage(() => ({ body: { state: true, message: '发布成功', value: { defId: '8', defKey: 'patentApply', version: 4 } } }));
      fireEvent.click(await screen.findByTestId('flow-deploy-patentApply'));
      // The nodes of the file, each with its kind; a node with settings of its own is marked.
      const reviewItem = await screen.findByTestId('flow-settings-item-review');
      expect(reviewItem.textContent).toBe('学院审核');
      expect(reviewItem.querySelector('.flow-settings-editor__dot')).not.toBeNull();
      expect(screen.getByTestId('flow-settings-item-start').textContent).toBe('发起发起节点');
      expect(screen.getByTestId('flow-settings-item-sign').textContent).toBe('会签会签');

      fireEvent.click(reviewItem);
      const panel = await screen.findByTestId('node-settings-review');
      expect((within(panel).getByTestId('node-setting-nameEn') as HTMLInputElement).value).toBe('Review');
      expect(within(panel).getByText('未设置时三种方式都允许')).toBeTruthy();
      fireEvent.click(within(panel).getByText('驳回到指定节点'));
      fireEvent.click(within(panel).getByTestId('node-setting-assignees-add'));
      expect(within(panel).getByText('请选择至少一项')).toBeTruthy();
      const values = within(panel).getByTestId('node-setting-assignees-0-values');
      fireEvent.click(values.querySelector('.arco-select-view')!);
      fireEvent.focus(values.querySelector('input')!);
      fireEvent.click(await screen.findByText('陈院长 (leader)', {}, { timeout: 3000 }));
      await waitFor(() => expect(within(panel).queryByText('请选择至少一项')).toBeNull());
      fireEvent.click(within(panel).getByTestId('node-setting-fieldRights-add'));
      // The fields of the flow's form (settings.form, here none: the form the node names), by label.
      fireEvent.click(within(panel).getByTestId('node-setting-form').querySelector('.arco-select-view')!);
      fireEvent.click(await screen.findByText('专利申请表 (patentApply)'));
      fireEvent.click(within(panel).getByTestId('node-setting-fieldRights-0-field').querySelector('.arco-select-view')!);
      fireEvent.click(await screen.findByText('审核意见 (reviewComment)'));

      fireEvent.click(screen.getByTestId('flow-settings-item-sign'));
      const sign = await screen.findByTestId('node-settings-sign');
      fireEvent.click(within(sign).getByText('同意比例达到'));
      expect((within(sign).getByRole('spinbutton') as HTMLInputElement).value).toBe('50');

      const expected = {
        nodes: {
          review: {
            nameEn: 'Review', rejectModes: ['previous', 'backToStart'], assignees: [{ type: 'users', accounts: ['leader'] }], form: 'patentApply',
            fieldRights: { reviewComment: 'edit' },
          },
          sign: { signRule: { kind: 'ratio', ratio: 0.5 } },
        },
      };
      expect(JSON.parse((await settingsBox()).value)).toEqual(expected);
      fireEvent.click(screen.getByTestId('deploy-flow-submit'));
      await waitFor(() => expect(sent('/flow/def/v1/deploy')).toHaveLength(1));
      expect(sent('/flow/def/v1/deploy')[0].settings).toEqual(expected);
    } finally {
      DEPLOYMENT.xml = XML;
    }
  });

  it('sends the user to the JSON tab when the JSON cannot be read, and says why a file cannot be edited node by node (en-US)', async () => {
    DEPLOYMENT.xml = 'not a BPMN file';
    renderPage(() => ({ body: {} }), 'en-US');
    fireEvent.click(await screen.findByTestId('flow-deploy-patentApply'));
    expect((await screen.findByTestId('flow-settings-file-error')).textContent).toMatch(/^The BPMN file cannot be read; edit the settings on the JSON tab: /);
    const settings = await settingsBox();
    fireEvent.change(settings, { target: { value: '{ "nodes": ' } });
    fireEvent.click(screen.getByTestId('deploy-flow-settings-tab-nodes'));
    expect((await screen.findByTestId('flow-settings-file-error'))).toBeTruthy();
    DEPLOYMENT.xml = XML;
  });
});
