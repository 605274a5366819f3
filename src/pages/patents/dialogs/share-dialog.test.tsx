import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { fakeServices, PageHarness } from '../shared/page-harness.tsx';
import { ShareDialog } from './share-dialog.tsx';

configure({ asyncUtilTimeout: 10_000 });

describe('ShareDialog', { timeout: 30_000 }, () => {
  it('asks the user picker to leave the caller out', async () => {
    const { services, request } = fakeServices({
      'POST /api/user/v1/users/queryByType': { rows: [{ id: 8, account: 'staff2', fullname: '李娜', email: null, mobile: null, status: 1, orgName: '计算机学院' }], total: 1, page: 1, pageSize: 10 },
    });
    render(<PageHarness services={services} path="/" url="/"><ShareDialog patentIds={[1]} onClose={() => undefined} /></PageHarness>);
    expect(await screen.findByText('李娜')).toBeTruthy();
    await waitFor(() => expect(request.mock.calls.some(([, path]) => path === '/api/user/v1/users/queryByType')).toBe(true));
    const call = request.mock.calls.find(([, path]) => path === '/api/user/v1/users/queryByType')!;
    expect((call[2] as { body: { params: unknown } }).body.params).toEqual({ excludeSelf: true });
  });
});
