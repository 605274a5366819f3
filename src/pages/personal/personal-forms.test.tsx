import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../app/api/client.ts';
import { fakeServices, PageHarness, type Replies } from '../patents/shared/page-harness.tsx';
import agentBo from '../../../schemas/bo/personalAgent.json';
import agentForm from '../../../schemas/form/personalAgent.json';
import { AgentFormPage, defaultPeriod } from './personal-forms.tsx';

const FLOWS = { rows: [{ id: '1', defId: '1', defKey: 'patentApply', name: '专利申请审批', version: 1, deployTime: '2026-01-01T00:00:00Z' }], total: 1, page: 1, pageSize: 500 };
const GET_FORM = 'GET /form/dataTemplate/v1/getForm/personalAgent/personalAgent';
const BO_SAVE = '/form/dataTemplate/v1/boSave/personalAgent';
const reply = (data: Record<string, unknown>, id: string | null = '5') => ({
  action: id ? 'edit' : 'add', readonly: false, form: agentForm, bo: agentBo, rights: {}, dicts: {}, id, version: id ? 1 : null, data,
});
const rule = (startDate: string, endDate: string) => ({ agentId: 8, subject: '出差', startDate, endDate, defKeys: null, isEnabled: true });
const base: Replies = {
  'POST /flow/def/v1/listJson': FLOWS,
  'POST /api/user/v1/users/queryByType': { rows: [{ id: 8, fullname: '李娜', account: 'staff2' }], total: 1, page: 1, pageSize: 10 },
};

function renderEdit(replies: Replies) {
  const { services, request } = fakeServices({ ...base, ...replies });
  render(<PageHarness services={services} path="/agent/agentEdit/:id" url="/agent/agentEdit/5"><AgentFormPage mode="edit" /></PageHarness>);
  return request;
}

const saves = (request: ReturnType<typeof renderEdit>) => request.mock.calls.filter(([, path]) => path === BO_SAVE);

describe('agent rule period', () => {
  it('a new rule runs from today 00:00 to the end of the day a week later', () => {
    const period = defaultPeriod(new Date(2026, 10, 23, 12, 0));
    expect([new Date(period.startDate), new Date(period.endDate)]).toEqual([new Date(2026, 10, 23, 0, 0), new Date(2026, 10, 30, 23, 59)]);
  });
});

describe('AgentFormPage (form personalAgent)', () => {
  it('refuses an end before the start with the message and does not save', async () => {
    const request = renderEdit({ [GET_FORM]: reply(rule('2026-12-10T01:00:00.000Z', '2026-12-05T01:00:00.000Z')) });
    await screen.findByText('李娜');
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(saves(request)).toHaveLength(0);
  });

  it('shows the server\'s refusal of a cycle on the form and stays there', async () => {
    const request = renderEdit({
      [GET_FORM]: reply(rule('2026-12-01T01:00:00.000Z', '2026-12-05T01:00:00.000Z')),
      [`POST ${BO_SAVE}`]: () => { throw new ApiError('委托关系形成循环，请重新选择代理人', 'http', 400); },
    });
    await screen.findByText('李娜');
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('委托关系形成循环，请重新选择代理人');
    const body = (saves(request)[0]![2] as { body: { boData: object } }).body;
    expect(body).toMatchObject({ id: '5', version: 1, boData: { agentId: 8, startDate: '2026-12-01T01:00:00.000Z', endDate: '2026-12-05T01:00:00.000Z', isEnabled: true } });
    // "All flows" travels as no list (null; boSave drops it and the store reads an absent scope as every flow), never [""].
    expect((body.boData as { defKeys?: unknown }).defKeys ?? null).toBeNull();
    expect(screen.getByTestId('agent-form')).toBeTruthy();
  });

  it('a new rule starts with a valid week from today and needs an agent', async () => {
    const { services, request } = fakeServices({ ...base, [GET_FORM]: reply({}, null) });
    render(<PageHarness services={services} path="/agent/agentAdd" url="/agent/agentAdd"><AgentFormPage mode="add" /></PageHarness>);
    fireEvent.click(await screen.findByTestId('form-save'));
    expect(await screen.findByText('请选择代理人')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('请选择委托时间')).toBeNull());
    expect(request.mock.calls.some(([, path]) => path === BO_SAVE)).toBe(false);
  });

  it('a new rule covers every flow; "chosen flows" with none chosen is refused (flow-scope widget)', async () => {
    const { services, request } = fakeServices({ ...base, [GET_FORM]: reply({ agentId: 8 }, null) });
    render(<PageHarness services={services} path="/agent/agentAdd" url="/agent/agentAdd"><AgentFormPage mode="add" /></PageHarness>);
    const all = await screen.findByTestId('root_defKeys-all');
    expect(all.querySelector('input')!.checked).toBe(true);
    expect(screen.queryByTestId('root_defKeys-select')).toBeNull();
    fireEvent.click(screen.getByTestId('root_defKeys-chosen').querySelector('input')!);
    await screen.findByTestId('root_defKeys-select');
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('请至少选择一个流程')).toBeTruthy();
    expect(request.mock.calls.some(([, path]) => path === BO_SAVE)).toBe(false);
  });
});
