import { useState } from 'react';
import useSWR from 'swr';
import { Button, Card, Message, Popconfirm, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { dismissGroup, exitGroup, exportGroupCollect, getGroupCollectTree, setGroupDataSource } from '../../../app/api/patents.ts';
import type { SysTypeNode } from '../../../common/api/collections.ts';
import { LIBRARY_TEMPLATES } from '../../../common/api/patents.ts';
import { saveFile } from '../../../engine/list/save-file.ts';
import { GroupMembersDialog } from './group-members-dialog.tsx';
import '../patents.css';

/** A group of the caller: a depth-1 node of the group tree that has an owner (the public group has none). */
export function groupsOf(nodes: readonly SysTypeNode[]): SysTypeNode[] {
  return nodes.filter((n) => n.dep === 1 && n.ownerId !== null);
}

/**
 * My groups (workbench wdxz/wdxz): the collection groups the caller owns or belongs to. The owner sets the library a
 * group collects from, manages its members and dismisses it; a member leaves it; anyone in it sees its members and
 * exports its entries. The server checks
 * each of these again (owner-only nodes).
 */
export function MyGroupsPage() {
  const { t } = useTranslation('patents');
  const services = useServices();
  const { api } = services;
  const userId = Number(useSession()?.user.userId);
  const tree = useSWR(['groupCollectTree'], () => getGroupCollectTree(api));
  const groups = groupsOf(tree.data ?? []);
  const [membersOf, setMembersOf] = useState<SysTypeNode | null>(null);

  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      Message.success(t('operationSucceeded'));
      await tree.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };
  const download = async (group: SysTypeNode) => {
    try {
      const file = await exportGroupCollect(services, group.id);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      Message.error((error as Error).message);
    }
  };

  const columns: TableColumnProps<SysTypeNode>[] = [
    {
      title: t('groupName'), dataIndex: 'name',
      render: (name: string, group) => (
        <Space>
          <span>{name}</span>
          {group.ownerId === userId ? <Tag color="arcoblue" size="small" data-testid={`group-owner-${group.id}`}>{t('groupOwner')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('groupDataSource'), dataIndex: 'dataSource', width: 240,
      render: (value: string | null, group) => (group.ownerId === userId ? (
        <Select
          size="small" allowClear placeholder={t('groupDataSourceNone')} value={value ?? undefined}
          onChange={(next?: string) => void run(setGroupDataSource(api, group.id, next ?? ''))}
          data-testid={`group-source-${group.id}`}
        >
          {Object.values(LIBRARY_TEMPLATES).map((alias) => <Select.Option key={alias} value={alias}>{t(`groupSource_${alias}`)}</Select.Option>)}
        </Select>
      ) : (value ? t(`groupSource_${value}`, { defaultValue: value }) : t('groupDataSourceNone'))),
    },
    {
      title: '', dataIndex: 'id', align: 'right', width: 300,
      render: (_id: number, group) => (
        <Space size="mini">
          <Button type="text" size="small" onClick={() => setMembersOf(group)} data-testid={`group-members-${group.id}`}>{t('groupMembers')}</Button>
          <Button type="text" size="small" onClick={() => void download(group)} data-testid={`group-export-${group.id}`}>{t('groupExport')}</Button>
          {group.ownerId === userId ? (
            <Popconfirm title={t('groupDismissConfirm')} onOk={() => run(dismissGroup(api, group.id))}>
              <Button type="text" status="danger" size="small" data-testid={`group-dismiss-${group.id}`}>{t('groupDismiss')}</Button>
            </Popconfirm>
          ) : (
            <Popconfirm title={t('groupExitConfirm')} onOk={() => run(exitGroup(api, group.id))}>
              <Button type="text" status="warning" size="small" data-testid={`group-exit-${group.id}`}>{t('groupExit')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="pp-page" data-testid="my-groups-page">
      <Card bordered={false} title={t('myGroups')}>
        <Table<SysTypeNode> rowKey="id" size="small" loading={tree.isLoading} columns={columns} data={groups} pagination={false} noDataElement={t('empty')} />
      </Card>
      {membersOf ? <GroupMembersDialog groupId={membersOf.id} isOwner={membersOf.ownerId === userId} onClose={() => setMembersOf(null)} /> : null}
    </div>
  );
}

export default MyGroupsPage;
