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
const indexNode = (id: number, parentId: number, dep: number, name: string, kind: 'priIndex' | 'pubIndex'): SysTypeNode => ({
  ...node(id, parentId, dep, name, null, true), typeGroupKey: kind, typeKey: `${kind}${id}`, ownerId: kind === 'priIndex' ? 7 : null,
});
const indexTree = [indexNode(30, 0, 0, '公共标引', 'pubIndex'), indexNode(20, 0, 0, '个人标引', 'priIndex'), indexNode(21, 20, 1, '新能源', 'priIndex')];
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

  it('indexes the chosen entries into a node of the personal indexing tree', async () => {
    const { services, request } = fakeServices({
      'GET /sys/sysType/v1/getGroupCollectTree': tree,
      'GET /sys/sysType/v1/getIndexTree': indexTree,
      'POST /api/v1/groupCollect/list': { rows: [item], total: 1, page: 1, pageSize: 10 },
      'POST /api/v1/groupCollect/groupIndexing': { state: true, message: '标引成功' },
    });
    render(<PageHarness services={services} path="/" url="/"><GroupFavouritesPage /></PageHarness>);
    fireEvent.click(await screen.findByText('新能源专利小组'));
    const row = (await screen.findByText('模数转换器在汽车电子中的应用')).closest('tr')!;
    expect(screen.getByTestId('group-index').hasAttribute('disabled')).toBe(true);
    fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByTestId('group-index'));
    const dialog = await screen.findByTestId('index-dialog');
    fireEvent.click(await within(dialog).findByTestId('folder-node-21'));
    fireEvent.change(within(dialog).getByTestId('index-new-node'), { target: { value: '电池' } });
    fireEvent.click(within(document.querySelector<HTMLElement>('.arco-modal')!).getByText('确定'));
    await waitFor(() => expect(request.mock.calls.some(([, path]) => path === '/api/v1/groupCollect/groupIndexing')).toBe(true));
    const call = request.mock.calls.find(([, path]) => path === '/api/v1/groupCollect/groupIndexing')!;
    expect((call[2] as { body: unknown }).body).toEqual({ ids: [11], fByzj: 21, fBymc: '电池' });
    await waitFor(() => expect(screen.queryByTestId('index-dialog')).toBeNull());
  });

  it('keeps the dialog open when the server refuses (no node chosen)', async () => {
    const { services, request } = fakeServices({
      'GET /sys/sysType/v1/getGroupCollectTree': tree,
      'GET /sys/sysType/v1/getIndexTree': indexTree,
      'POST /api/v1/groupCollect/list': { rows: [item], total: 1, page: 1, pageSize: 10 },
      'POST /api/v1/groupCollect/groupIndexing': () => { throw new Error('请选择节点'); },
    });
    render(<PageHarness services={services} path="/" url="/"><GroupFavouritesPage /></PageHarness>);
    fireEvent.click(await screen.findByText('新能源专利小组'));
    const row = (await screen.findByText('模数转换器在汽车电子中的应用')).closest('tr')!;
    fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByTestId('group-index'));
    await screen.findByTestId('index-dialog');
    fireEvent.click(within(document.querySelector<HTMLElement>('.arco-modal')!).getByText('确定'));
    await waitFor(() => expect(request.mock.calls.some(([, path]) => path === '/api/v1/groupCollect/groupIndexing')).toBe(true));
    const call = request.mock.calls.find(([, path]) => path === '/api/v1/groupCollect/groupIndexing')!;
    expect((call[2] as { body: unknown }).body).toEqual({ ids: [11] });
    expect(screen.getByTestId('index-dialog')).toBeTruthy();
  });
});
