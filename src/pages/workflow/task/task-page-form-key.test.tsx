import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness } from '../../patents/shared/page-harness.tsx';
import { getFormReply } from '../../../engine/form/testing/form.fixture.ts';
import { TaskPage } from './task-page.tsx';
import { taskFixture } from './task.fixture.ts';

describe('TaskPage form', () => {
  it('loads the node\'s form by its key against the bo the task names when the two differ', async () => {
    const { services, request } = fakeServices({
      'GET /runtime/task/v1/get': taskFixture({}, { form: 'patentApplyReview', boAlias: 'patentApply', fieldRights: { title: 'read' } }),
      'GET /form/dataTemplate/v1/getForm/patentApplyReview/patentApply': getFormReply(),
      'GET /bpmModel/bpmWatermark/v1/getByInstId': { text: '陈院长 leader 2026-11-23', fullname: '陈院长', account: 'leader', date: '2026-11-23' },
      'GET /flow/approvalItem/v1/getApprovalByDefKeyAndTypeId': [],
    }, { userId: '3', account: 'leader', username: '陈院长' });
    render(<PageHarness services={services} path="/task/:taskId/:leaderId" url="/task/41/0"><TaskPage /></PageHarness>);
    await waitFor(() => expect(screen.getByTestId('form-view')).toBeTruthy());
    expect(await screen.findByText('锂电池')).toBeTruthy();
    const formCalls = request.mock.calls.map(([, path]) => path).filter((path) => path.includes('/getForm/'));
    expect(formCalls).toEqual(['/form/dataTemplate/v1/getForm/patentApplyReview/patentApply']);
  });
});
