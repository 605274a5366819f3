import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { Button, Card, Grid, Message, Popconfirm, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import {
  getGroupCollectTree, indexGroupItems, listGroupItems, moveGroupItems, removeGroupItems, removeGroupNode, saveTreeNode, type CollectedPatentRow,
} from '../../../app/api/patents.ts';
import type { SysTypeNode } from '../../../common/api/collections.ts';
import { FolderTree } from '../../../../widgets/patents/folder-tree.tsx';
import { buildTree, type FolderNode } from '../../../../widgets/patents/folder-tree-model.ts';
import { legalStatusLabel } from '../../../../widgets/patents/patent-labels.ts';
import { IndexDialog } from '../dialogs/index-dialog.tsx';
import { usePatentPermissions } from '../shared/use-patent-permissions.ts';
import '../patents.css';

const PAGE_SIZES = [10, 20, 50, 100];
const toFolder = (node: SysTypeNode): FolderNode => ({ id: String(node.id), parentId: String(node.parentId), name: node.name, editable: node.isDataedit });

/** The folders an entry of `groupId` may move to: the group node and its folders. */
export function moveTargets(nodes: readonly SysTypeNode[], groupId: number | null): SysTypeNode[] {
  return groupId === null ? [] : nodes.filter((n) => n.id === groupId || n.groupId === groupId);
}

/**
 * Group favourites (workbench xzsz/xzsz): the group tree (only a group's owner adds, renames or removes its folders:
 * the server marks which nodes the caller may edit) and the entries of the chosen node, which can be taken out or
 * moved to another folder of the same group, or indexed into a personal or public indexing node (groupIndexing).
 */
export function GroupFavouritesPage() {
  const { t, i18n } = useTranslation('patents');
  const { api } = useServices();
  const nodes = useSWR(['groupCollectTree'], () => getGroupCollectTree(api));
  const [selected, setSelected] = useState<SysTypeNode | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [checked, setChecked] = useState<number[]>([]);
  const [target, setTarget] = useState<number | undefined>();
  const [indexing, setIndexing] = useState(false);
  const can = usePatentPermissions();
  const items = useSWR(selected && selected.dep > 0 ? ['groupItems', selected.id, paging.page, paging.pageSize] : null,
    () => listGroupItems(api, selected!.id, paging.page, paging.pageSize), { keepPreviousData: true });
  const tree = useMemo(() => buildTree((nodes.data ?? []).map(toFolder)), [nodes.data]);
  const groupId = selected ? (selected.dep === 1 ? selected.id : selected.groupId) : null;
  const targets = moveTargets(nodes.data ?? [], groupId).filter((n) => n.id !== selected?.id);

  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      Message.success(t('operationSucceeded'));
      setChecked([]);
      await Promise.all([items.mutate(), nodes.mutate()]);
    } catch {
      // The API client showed the server's message.
    }
  };
  const choose = (node: FolderNode) => {
    setSelected(nodes.data?.find((n) => String(n.id) === node.id) ?? null);
    setPaging((p) => ({ ...p, page: 1 }));
    setChecked([]);
    setTarget(undefined);
  };

  const columns: TableColumnProps<CollectedPatentRow>[] = [
    { title: t('colApplicationNo'), dataIndex: 'fApplicationNo', width: 170 },
    { title: t('colName'), dataIndex: 'fName' },
    { title: t('colLegalStatus'), dataIndex: 'fLegalStatus', width: 120, render: (value: string) => legalStatusLabel(value, i18n.language) },
    { title: t('groupFolder'), dataIndex: 'nodeName', width: 140 },
    { title: t('groupCollector'), dataIndex: 'userName', width: 110 },
  ];

  return (
    <div className="pp-page" data-testid="group-favourites-page">
      <Card bordered={false} title={t('groupFavourites')}>
        <Grid.Row gutter={16}>
          <Grid.Col span={6}>
            <FolderTree
              tree={tree}
              selectedId={selected ? String(selected.id) : null}
              onSelect={choose}
              testId="group-tree"
              editing={{
                onAdd: async (parent, name) => { await saveTreeNode(api, { parentId: Number(parent.id), name, typeGroupKey: 'groupCollect' }); await nodes.mutate(); },
                onRename: async (node, name) => { await saveTreeNode(api, { id: Number(node.id), name, typeGroupKey: 'groupCollect' }); await nodes.mutate(); },
                onRemove: async (node) => { await removeGroupNode(api, Number(node.id)); await nodes.mutate(); },
              }}
            />
          </Grid.Col>
          <Grid.Col span={18}>
            <Space className="pp-group-toolbar" wrap>
              <Popconfirm title={t('groupRemoveConfirm')} disabled={!checked.length} onOk={() => run(removeGroupItems(api, checked))}>
                <Button size="small" status="danger" disabled={!checked.length} data-testid="group-remove">{t('groupRemove')}</Button>
              </Popconfirm>
              <Select size="small" style={{ width: 200 }} placeholder={t('groupMoveTo')} value={target} onChange={setTarget} data-testid="group-move-target">
                {targets.map((n) => <Select.Option key={n.id} value={n.id}>{n.name}</Select.Option>)}
              </Select>
              <Button size="small" disabled={!checked.length || target === undefined} onClick={() => void run(moveGroupItems(api, checked, target!))} data-testid="group-move">
                {t('groupMove')}
              </Button>
              {can.canIndex ? (
                <Button size="small" disabled={!checked.length} onClick={() => setIndexing(true)} data-testid="group-index">{t('index')}</Button>
              ) : null}
            </Space>
            <Table<CollectedPatentRow>
              rowKey="id" size="small" loading={items.isLoading} columns={columns} data={items.data?.rows ?? []}
              noDataElement={t(selected && selected.dep > 0 ? 'empty' : 'groupPick')}
              rowSelection={{ type: 'checkbox', selectedRowKeys: checked, onChange: (keys) => setChecked(keys.map(Number)) }}
              pagination={{
                current: paging.page, pageSize: paging.pageSize, total: items.data?.total ?? 0, sizeCanChange: true, sizeOptions: PAGE_SIZES, showTotal: true, size: 'small',
                onChange: (page, pageSize) => setPaging({ page, pageSize }),
              }}
            />
          </Grid.Col>
        </Grid.Row>
      </Card>
      {indexing ? (
        <IndexDialog
          submit={(chosen) => indexGroupItems(api, checked, chosen)}
          editsPublicTree={can.editsPublicIndex}
          onClose={() => setIndexing(false)}
        />
      ) : null}
    </div>
  );
}

export default GroupFavouritesPage;
