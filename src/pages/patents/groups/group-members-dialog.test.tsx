import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeServices, PageHarness } from '../shared/page-harness.tsx';
import { GroupMembersDialog } from './group-members-dialog.tsx';

configure({ asyncUtilTimeout: 10_000 });

const members = [
  { userId: 7, fullname: '张伟', account: 'staff1', isOwner: true },
  { userId: 8, fullname: '李娜', account: 'staff2', isOwner: false },
];
const confirm = async () => {
  const popup = await waitFor(() => document.querySelector<HTMLElement>('.arco-popconfirm')!);
  fireEvent.click(within(popup).getByText('确定'));
};
const calls = (request: ReturnType<typeof fakeServices>['request'], path: string) => request.mock.calls.filter(([, p]) => p === path);

describe('GroupMembersDialog', { timeout: 30_000 }, () => {
  it('removes a member after the server says it may', async () => {
    const { services, request } = fakeServices({
      'GET /api/v1/groupCollect/users': members,
      'GET /api/v1/groupCollect/canRemoveUser': { state: true, message: '可以移除' },
      'POST /api/v1/groupCollect/removeUser': { state: true, message: '删除成功' },
    });
    render(<PageHarness services={services} path="/" url="/"><GroupMembersDialog groupId={3} isOwner onClose={() => undefined} /></PageHarness>);
    expect(await screen.findByText('李娜')).toBeTruthy();
    expect(screen.queryByTestId('group-member-remove-7')).toBeNull();
    fireEvent.click(screen.getByTestId('group-member-remove-8'));
    await confirm();
    await waitFor(() => expect(calls(request, '/api/v1/groupCollect/removeUser')).toHaveLength(1));
    expect((calls(request, '/api/v1/groupCollect/canRemoveUser')[0]![2] as { query: unknown }).query).toEqual({ groupId: 3, userId: 8 });
    expect((calls(request, '/api/v1/groupCollect/removeUser')[0]![2] as { body: unknown }).body).toEqual({ groupId: 3, userId: 8 });
  });

  it('shows the server\'s reason and removes nobody when it says no', async () => {
    const { services, request } = fakeServices({
      'GET /api/v1/groupCollect/users': members,
      'GET /api/v1/groupCollect/canRemoveUser': { state: false, message: '不能移除该成员' },
      'POST /api/v1/groupCollect/removeUser': { state: true, message: '删除成功' },
    });
    render(<PageHarness services={services} path="/" url="/"><GroupMembersDialog groupId={3} isOwner onClose={() => undefined} /></PageHarness>);
    fireEvent.click(await screen.findByTestId('group-member-remove-8'));
    await confirm();
    expect(await screen.findByText('不能移除该成员')).toBeTruthy();
    expect(calls(request, '/api/v1/groupCollect/removeUser')).toHaveLength(0);
  });

  it('lets a member only look', async () => {
    const { services } = fakeServices({ 'GET /api/v1/groupCollect/users': members });
    render(<PageHarness services={services} path="/" url="/"><GroupMembersDialog groupId={3} isOwner={false} onClose={() => undefined} /></PageHarness>);
    expect(await screen.findByText('李娜')).toBeTruthy();
    expect(screen.queryByTestId('group-member-remove-8')).toBeNull();
    expect(screen.queryByTestId('group-member-add')).toBeNull();
  });
});
