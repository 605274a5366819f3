import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { fakeServices, PageHarness } from '../../patents/shared/page-harness.tsx';
import { TaskHistory } from './task-history.tsx';

const started = {
  id: '1', taskId: null, taskKey: 'start', taskName: '发起人', auditor: '7', auditorName: '张伟', status: 'start', statusName: '发起',
  opinion: '', createTime: '2026-11-20T02:30:00.000Z', onBehalfName: null, files: null,
};

describe('TaskHistory', () => {
  it('ends the task page\'s history with the open steps of the instance and whom they wait for', async () => {
    const { services, request } = fakeServices({
      'GET /runtime/instance/v1/instanceFlowOpinions': [started],
      'GET /runtime/instance/v1/getInstanceByInstId': {
        openTasks: [{ id: '40', nodeId: 'countersign', name: '会签', handlers: ['陈院长'] }, { id: '41', nodeId: 'countersign', name: '会签', handlers: ['王知产'] }],
      },
    });
    render(<PageHarness services={services} path="/x" url="/x"><TaskHistory instId="12" /></PageHarness>);
    expect((await screen.findByTestId('approval-history-pending-handlers')).textContent).toBe('陈院长、王知产');
    expect(screen.getAllByTestId('approval-history-item')).toHaveLength(1);
    expect(request).toHaveBeenCalledWith('bpmRunTime', '/runtime/instance/v1/getInstanceByInstId', expect.objectContaining({ query: { instId: '12' } }));
  });

  it('shows the opinions alone when the instance cannot be read', async () => {
    const { services } = fakeServices({ 'GET /runtime/instance/v1/instanceFlowOpinions': [started] });
    render(<PageHarness services={services} path="/x" url="/x"><TaskHistory instId="12" /></PageHarness>);
    expect(await screen.findAllByTestId('approval-history-item')).toHaveLength(1);
    expect(screen.queryByTestId('approval-history-pending')).toBeNull();
  });
});
