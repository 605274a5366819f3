import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../app/api/client.ts';
import { fakeServices, PageHarness, type Replies } from '../../patents/shared/page-harness.tsx';
import { AgentFormPage } from './agent-form-page.tsx';
import { periodProblem } from './agent-form-rules.ts';

const FLOWS = { rows: [{ id: '1', defId: '1', defKey: 'patentApply', name: '专利申请审批', version: 1, deployTime: '2026-01-01T00:00:00Z' }], total: 1, page: 1, pageSize: 500 };
const rule = (startDate: string, endDate: string) => ({
  id: '5', ownerId: '3', owner: '陈院长', agentId: '8', agent: '李娜', subject: '出差', defKeys: null, startDate, endDate, isEnabled: true,
});

function renderEdit(replies: Replies) {
  const { services, request } = fakeServices({ 'POST /flow/def/v1/listJson': FLOWS, ...replies });
  render(<PageHarness services={services} path="/agent/agentEdit/:id" url="/agent/agentEdit/5"><AgentFormPage mode="edit" /></PageHarness>);
  return request;
}

const saves = (request: ReturnType<typeof renderEdit>) => request.mock.calls.filter(([, path]) => path === '/flow/agent/v1/save');

describe('agent rule period', () => {
  const now = new Date(2026, 10, 23, 12, 0);
  it('needs both ends, an end not before the start, and (for a new rule) an end still ahead', () => {
    expect(periodProblem(undefined, '2026-11-30 18:00', true, now)).toBe('datesRequired');
    expect(periodProblem('2026-11-30 09:00', '2026-11-29 18:00', false, now)).toBe('endBeforeStart');
    expect(periodProblem('2026-11-01 09:00', '2026-11-02 18:00', true, now)).toBe('endPassed');
    expect(periodProblem('2026-11-01 09:00', '2026-11-02 18:00', false, now)).toBeNull();
    expect(periodProblem('2026-11-23 00:00', '2026-11-30 23:59', true, now)).toBeNull();
  });
});

describe('AgentFormPage', () => {
  it('refuses an end before the start with the message and does not save', async () => {
    const request = renderEdit({ 'GET /flow/agent/v1/agentGet': rule('2026-12-10T01:00:00.000Z', '2026-12-05T01:00:00.000Z') });
    await screen.findByText('李娜');
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(saves(request)).toHaveLength(0);
  });

  it('shows the server\'s refusal of a cycle on the form and stays there', async () => {
    const request = renderEdit({
      'GET /flow/agent/v1/agentGet': rule('2026-12-01T01:00:00.000Z', '2026-12-05T01:00:00.000Z'),
      'POST /flow/agent/v1/save': () => { throw new ApiError('委托关系形成循环，请重新选择代理人', 'http', 400); },
    });
    await screen.findByText('李娜');
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('委托关系形成循环，请重新选择代理人');
    expect(saves(request)[0]![2]).toMatchObject({ body: { id: 5, agentId: 8, startDate: '2026-12-01T01:00:00.000Z', endDate: '2026-12-05T01:00:00.000Z', isEnabled: true } });
    // "All flows" travels as an absent scope: the server coerces an explicit null to [""], which matches no flow.
    expect(JSON.parse(JSON.stringify((saves(request)[0]![2] as { body: object }).body))).not.toHaveProperty('defKeys');
  });

  it('a new rule starts with a valid week from today and needs an agent', async () => {
    const { services, request } = fakeServices({ 'POST /flow/def/v1/listJson': FLOWS });
    render(<PageHarness services={services} path="/agent/agentAdd" url="/agent/agentAdd"><AgentFormPage mode="add" /></PageHarness>);
    fireEvent.click(await screen.findByTestId('form-save'));
    expect(await screen.findByText('请选择代理人')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('请选择委托时间')).toBeNull());
    expect(request.mock.calls.some(([, path]) => path === '/flow/agent/v1/save')).toBe(false);
  });
});
