import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SysTypeNode } from '../../../common/api/collections.ts';
import { fakeServices, PageHarness } from '../shared/page-harness.tsx';
import { GroupFavouritesPage, moveTargets } from './group-favourites-page.tsx';

configure({ asyncUtilTimeout: 10_000 });

const node = (id: number, parentId: number, dep: number, name: string, groupId: number | null, isDataedit: boolean): SysTypeNode => ({
  id, parentId, name, typeKey: `g${id}`, typeGroupKey: 'groupCollect', path: `${id}.`, dep, isLeaf: false, struType: 0,
  ownerId: isDataedit ? 7 : 9, groupId, isDataedit, canAddChild: isDataedit, dataSource: null, sn: id,
});
const tree = [node(1, 0, 0, '小组收藏', null, false), node(3, 1, 1, '新能源专利小组', 3, true), node(5, 3, 2, '电池', 3, true), node(4, 1, 1, '芯片小组', 4, false)];
const item = { id: 11, nodeId: 3, nodeName: '新能源专利小组', patentId: 1, userId: 7, userName: '张伟', source: null, createTime: '2026-01-01', fApplicationNo: 'CN201410002813.4', fPublicationNo: null, fName: '模数转换器在汽车电子中的应用', fLegalStatus: 'bh', fType: 'invent', fApplicationDate: '2014-01-01', fOrgName: null, fInventor: '张伟' };

describe('GroupFavouritesPage', { timeout: 30_000 }, () => {
  it('moves within the group only', () => {
    expect(moveTargets(tree, 3).map((n) => n.id)).toEqual([3, 5]);
    expect(moveTargets(tree, null)).toEqual([]);
  });

  it('lists a group\'s entries and takes the chosen ones out', async () => {
    const { services, request } = fakeServices({
      'GET /sys/sysType/v1/getGroupCollectTree': tree,
      'POST /api/v1/groupCollect/list': { rows: [item], total: 1, page: 1, pageSize: 10 },
      'POST /api/v1/groupCollect/removeGroupCollect': { state: true, message: '删除成功' },
    });
    render(<PageHarness services={services} path="/" url="/"><GroupFavouritesPage /></PageHarness>);
    fireEvent.click(await screen.findByText('新能源专利小组'));
    expect(await screen.findByText('模数转换器在汽车电子中的应用')).toBeTruthy();
    const body = request.mock.calls.find(([, path]) => path === '/api/v1/groupCollect/list')![2] as { body: { params: unknown } };
    expect(body.body.params).toEqual({ nodeId: 3 });
    const table = screen.getByText('模数转换器在汽车电子中的应用').closest('tr')!;
    fireEvent.click(table.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByTestId('group-remove'));
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.arco-popconfirm')!);
    fireEvent.click(within(popup).getByText('确定'));
    await waitFor(() => expect(request.mock.calls.some(([, path]) => path === '/api/v1/groupCollect/removeGroupCollect')).toBe(true));
    const remove = request.mock.calls.find(([, path]) => path === '/api/v1/groupCollect/removeGroupCollect')!;
    expect((remove[2] as { body: unknown }).body).toEqual({ ids: [11] });
  });
});
