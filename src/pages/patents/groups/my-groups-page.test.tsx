import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SysTypeNode } from '../../../common/api/collections.ts';
import { fakeServices, PageHarness } from '../shared/page-harness.tsx';
import { MyGroupsPage } from './my-groups-page.tsx';

configure({ asyncUtilTimeout: 10_000 });

const node = (id: number, dep: number, ownerId: number | null, name: string, dataSource: string | null = null): SysTypeNode => ({
  id, parentId: dep === 0 ? 0 : 1, name, typeKey: `g${id}`, typeGroupKey: 'groupCollect', path: `1.${id}.`, dep, isLeaf: false, struType: 0,
  ownerId, groupId: dep === 1 ? id : null, isDataedit: ownerId === 7, canAddChild: true, dataSource, sn: id,
});
const tree = [node(1, 0, null, '小组收藏'), node(2, 1, null, '公共小组'), node(3, 1, 7, '新能源专利小组', 'bxzlk'), node(4, 1, 9, '芯片小组'), node(5, 2, 7, '电池')];

describe('MyGroupsPage', { timeout: 30_000 }, () => {
  it('lists the caller\'s groups: the owner may dismiss, a member may leave', async () => {
    const { services, request } = fakeServices({
      'GET /sys/sysType/v1/getGroupCollectTree': tree,
      'POST /api/v1/groupCollect/dismissGroup': { state: true, message: '操作成功' },
      'POST /api/v1/groupCollect/exitGroup': { state: true, message: '操作成功' },
    });
    render(<PageHarness services={services} path="/" url="/"><MyGroupsPage /></PageHarness>);
    expect(await screen.findByText('新能源专利小组')).toBeTruthy();
    expect(screen.getByText('芯片小组')).toBeTruthy();
    expect(screen.queryByText('公共小组')).toBeNull();
    expect(screen.queryByText('电池')).toBeNull();
    expect(screen.getByTestId('group-owner-3')).toBeTruthy();
    expect(screen.queryByTestId('group-exit-3')).toBeNull();
    expect(screen.queryByTestId('group-dismiss-4')).toBeNull();
    expect(screen.getByText('本校专利库')).toBeTruthy();

    fireEvent.click(screen.getByTestId('group-exit-4'));
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.arco-popconfirm')!);
    expect(popup.textContent).toContain('确定退出该小组吗？');
    fireEvent.click(within(popup).getByText('确定'));
    await waitFor(() => expect(request.mock.calls.some(([, path]) => path === '/api/v1/groupCollect/exitGroup')).toBe(true));
    const exit = request.mock.calls.find(([, path]) => path === '/api/v1/groupCollect/exitGroup')!;
    expect((exit[2] as { body: unknown }).body).toEqual({ groupId: 4 });
  });
});
