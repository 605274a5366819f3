import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SysTypeNode } from '../../common/api/collections.ts';
import { QueryViewPage } from '../../engine/query-view/query-view-page.tsx';
import { fakeServices, PageHarness, type Replies } from '../../pages/patents/shared/page-harness.tsx';
import { groupNodeConditions, moveTargets } from './group-favourite-extensions.tsx';

configure({ asyncUtilTimeout: 10_000 });

/** 小组收藏 on the list engine: template xzsz (schemas/template) with its side tree and toolbar actions from the app's registry. */
const xzsz = JSON.parse(fs.readFileSync(path.resolve('schemas/template/xzsz.json'), 'utf8')) as Record<string, unknown>;

const node = (id: number, parentId: number, dep: number, name: string, groupId: number | null, isDataedit: boolean): SysTypeNode => ({
  id, parentId, name, typeKey: `g${id}`, typeGroupKey: 'groupCollect', path: `${id}.`, dep, isLeaf: false, struType: 0,
  ownerId: isDataedit ? 7 : 9, groupId, isDataedit, canAddChild: isDataedit, dataSource: null, sn: id,
});
const tree = [
  node(1, 0, 0, '小组收藏', null, false), node(3, 1, 1, '新能源专利小组', 3, true), node(5, 3, 2, '电池', 3, true), node(6, 5, 3, '固态', 3, true),
  node(4, 1, 1, '芯片小组', 4, false),
];
const indexNode = (id: number, parentId: number, dep: number, name: string, kind: 'priIndex' | 'pubIndex'): SysTypeNode => ({
  ...node(id, parentId, dep, name, null, true), typeGroupKey: kind, typeKey: `${kind}${id}`, ownerId: kind === 'priIndex' ? 7 : null,
});
const indexTree = [indexNode(30, 0, 0, '公共标引', 'pubIndex'), indexNode(20, 0, 0, '个人标引', 'priIndex'), indexNode(21, 20, 1, '新能源', 'priIndex')];
const item = {
  id: 11, patentId: 1, folderId: 3, folderName: '新能源专利小组', groupId: 3, groupName: '新能源专利小组', collectorName: '张伟', collectTime: '2026-01-01T00:00:00Z',
  fApplicationNo: 'CN201410002813.4', fName: '模数转换器在汽车电子中的应用', fLegalStatus: 'bh', fType: 'invent', fApplicationDate: '2014-01-01',
};
const ROWS = 'POST /form/query/queryView/data_xzsz/xzsz';

function renderPage(replies: Replies, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { services, request } = fakeServices({
    'GET /form/query/queryView/getJson': { template: xzsz, formKey: null, bo: null, dicts: {} },
    'GET /sys/sysType/v1/getGroupCollectTree': tree,
    [ROWS]: { rows: [item], total: 1, page: 1, pageSize: 10 },
    ...replies,
  }, {}, language);
  render(<PageHarness services={services} path="/" url="/"><QueryViewPage sqlAlias="xzsz" alias="xzsz" /></PageHarness>);
  const calls = (key: string) => request.mock.calls.filter(([, p, o]) => `${(o as { method?: string } | undefined)?.method ?? 'GET'} ${p}` === key);
  return { request, calls };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const choose = async (text: string) => fireEvent.click((await rowOf(text)).querySelector('input[type="checkbox"]')!);

describe('group favourites (xzsz) on the list engine', { timeout: 30_000 }, () => {
  it('filters by the chosen node: a group by its id, a folder by itself and the folders below it, the root by nothing', () => {
    expect(groupNodeConditions(tree, tree[0]!)).toEqual([]);
    expect(groupNodeConditions(tree, tree[1]!)).toEqual([{ property: 'groupId', value: 3, operation: 'EQUAL' }]);
    expect(groupNodeConditions(tree, tree[2]!)).toEqual([{ property: 'folderId', value: [5, 6], operation: 'IN' }]);
  });

  it('moves within the chosen node\'s group only', () => {
    expect(moveTargets(tree, tree[2]!).map((n) => n.id)).toEqual([3, 6]);
    expect(moveTargets(tree, tree[1]!).map((n) => n.id)).toEqual([5, 6]);
    expect(moveTargets(tree, tree[0]!)).toEqual([]);
    expect(moveTargets(tree, null)).toEqual([]);
  });

  it('reads no rows until a group is chosen, then lists its entries and takes the chosen ones out', async () => {
    const { calls } = renderPage({ 'POST /api/v1/groupCollect/removeGroupCollect': { state: true, message: '删除成功' } });
    expect(await screen.findByText('请选择小组或收藏夹')).toBeTruthy();
    expect(calls(ROWS)).toHaveLength(0);
    expect(screen.getByTestId('toolbar-groupRemove').hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByText('新能源专利小组', { selector: '[data-testid^="folder-node-"]' }));
    expect(await screen.findByText('模数转换器在汽车电子中的应用')).toBeTruthy();
    expect((calls(ROWS)[0]![2] as { body: { queryFilter: { querys: unknown[] } } }).body.queryFilter.querys).toEqual([{ property: 'groupId', value: 3, operation: 'EQUAL' }]);
    await choose('模数转换器在汽车电子中的应用');
    fireEvent.click(screen.getByTestId('toolbar-groupRemove'));
    const modal = await waitFor(() => document.querySelector<HTMLElement>('.arco-modal')!);
    expect(within(modal).getByText('确定将所选专利移出小组收藏吗？')).toBeTruthy();
    fireEvent.click(within(modal).getByText('确定'));
    await waitFor(() => expect(calls('POST /api/v1/groupCollect/removeGroupCollect')).toHaveLength(1));
    expect((calls('POST /api/v1/groupCollect/removeGroupCollect')[0]![2] as { body: unknown }).body).toEqual({ ids: [11] });
    await waitFor(() => expect(calls(ROWS).length).toBe(2));
  });

  it('moves the chosen entries to another folder of the group', async () => {
    const { calls } = renderPage({ 'POST /api/v1/groupCollect/moveGroupCollect': { state: true, message: '移动成功' } });
    fireEvent.click(await screen.findByText('电池', { selector: '[data-testid^="folder-node-"]' }));
    await choose('模数转换器在汽车电子中的应用');
    expect((calls(ROWS)[0]![2] as { body: { queryFilter: { querys: unknown[] } } }).body.queryFilter.querys).toEqual([{ property: 'folderId', value: [5, 6], operation: 'IN' }]);
    fireEvent.click(screen.getByTestId('toolbar-groupMove'));
    const select = await screen.findByTestId('group-move-target');
    fireEvent.click(select.querySelector('.arco-select-view')!);
    fireEvent.click(await screen.findByText('固态', { selector: '.arco-select-option' }));
    // The move dialog's own OK (an earlier test's confirm may still be closing in the document).
    fireEvent.click(within(select.closest<HTMLElement>('.arco-modal')!).getByText('确定'));
    await waitFor(() => expect(calls('POST /api/v1/groupCollect/moveGroupCollect')).toHaveLength(1));
    expect((calls('POST /api/v1/groupCollect/moveGroupCollect')[0]![2] as { body: unknown }).body).toEqual({ ids: [11], targetNodeId: 6 });
  });

  it('indexes the chosen entries into a node of the personal indexing tree (en-US labels)', async () => {
    const { calls } = renderPage({
      'GET /sys/sysType/v1/getIndexTree': indexTree,
      'POST /api/v1/groupCollect/groupIndexing': { state: true, message: 'Indexed' },
    }, 'en-US');
    expect(await screen.findByText('Choose a group or folder')).toBeTruthy();
    fireEvent.click(await screen.findByText('新能源专利小组', { selector: '[data-testid^="folder-node-"]' }));
    await choose('模数转换器在汽车电子中的应用');
    expect(screen.getByTestId('toolbar-groupIndex').textContent).toBe('Index');
    fireEvent.click(screen.getByTestId('toolbar-groupIndex'));
    const dialog = await screen.findByTestId('index-dialog');
    fireEvent.click(await within(dialog).findByTestId('folder-node-21'));
    fireEvent.change(within(dialog).getByTestId('index-new-node'), { target: { value: '电池' } });
    fireEvent.click(document.querySelector<HTMLElement>('.arco-modal .arco-modal-footer .arco-btn-primary')!);
    await waitFor(() => expect(calls('POST /api/v1/groupCollect/groupIndexing')).toHaveLength(1));
    expect((calls('POST /api/v1/groupCollect/groupIndexing')[0]![2] as { body: unknown }).body).toEqual({ ids: [11], fByzj: 21, fBymc: '电池' });
    await waitFor(() => expect(screen.queryByTestId('index-dialog')).toBeNull());
  });

  it('offers add, rename and remove only on the folders the server marks editable', async () => {
    renderPage({});
    await screen.findByText('芯片小组');
    expect(screen.getByTestId('folder-rename-3')).toBeTruthy();
    expect(screen.getByTestId('folder-remove-5')).toBeTruthy();
    expect(screen.queryByTestId('folder-rename-4')).toBeNull();
    expect(screen.queryByTestId('folder-add-4')).toBeNull();
  });
});
