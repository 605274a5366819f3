import { useState } from 'react';
import useSWR from 'swr';
import { Button, Message, Modal, Popconfirm, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { addGroupMembers, canRemoveGroupMember, listGroupMembers, removeGroupMember, type GroupMember } from '../../../app/api/patents.ts';
import { PersonSearchModal } from '../../../../widgets/pickers/person-search-modal.tsx';
import type { PersonRow } from '../../../../widgets/form/form-services.ts';
import { useUserSearch } from '../dialogs/use-user-search.ts';

export interface GroupMembersDialogProps {
  groupId: number;
  /** The owner adds and removes members; everyone else only sees the list (the server checks again). */
  isOwner: boolean;
  onClose: () => void;
}

/**
 * Mount it to open it: the members of a group, owner first. Before removing someone the owner's choice goes through
 * the server's canRemoveUser check, whose message is shown when it says no.
 */
export function GroupMembersDialog({ groupId, isOwner, onClose }: GroupMembersDialogProps) {
  const { t } = useTranslation('patents');
  const { api } = useServices();
  const search = useUserSearch();
  const members = useSWR(['groupMembers', groupId], () => listGroupMembers(api, groupId));
  const [picking, setPicking] = useState(false);

  const remove = async (member: GroupMember) => {
    try {
      const check = await canRemoveGroupMember(api, groupId, member.userId);
      if (!check.state) return void Message.warning(check.message);
      await removeGroupMember(api, groupId, member.userId);
      Message.success(t('operationSucceeded'));
      await members.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };
  const add = async (people: PersonRow[]) => {
    if (!people.length) return void Message.warning(t('groupMemberPick'));
    try {
      await addGroupMembers(api, groupId, people.map((person) => Number(person.id)));
      Message.success(t('operationSucceeded'));
      setPicking(false);
      await members.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };

  const columns: TableColumnProps<GroupMember>[] = [
    {
      title: t('groupMemberName'), dataIndex: 'fullname',
      render: (name: string, member) => (
        <span>{name} {member.isOwner ? <Tag color="arcoblue" size="small">{t('groupOwner')}</Tag> : null}</span>
      ),
    },
    { title: t('groupMemberAccount'), dataIndex: 'account', width: 160 },
    ...(isOwner ? [{
      title: '', dataIndex: 'userId', align: 'right' as const, width: 90,
      render: (_id: number, member: GroupMember) => (member.isOwner ? null : (
        <Popconfirm title={t('groupMemberRemoveConfirm')} onOk={() => remove(member)}>
          <Button type="text" status="danger" size="small" data-testid={`group-member-remove-${member.userId}`}>{t('groupMemberRemove')}</Button>
        </Popconfirm>
      )),
    }] : []),
  ];

  return (
    <Modal title={t('groupMembersTitle')} visible style={{ width: 560 }} footer={null} onCancel={onClose} unmountOnExit>
      <div data-testid="group-members-dialog">
        {isOwner ? (
          <Button type="primary" size="small" className="pp-group-toolbar" onClick={() => setPicking(true)} data-testid="group-member-add">{t('groupMemberAdd')}</Button>
        ) : null}
        <Table<GroupMember> rowKey="userId" size="small" loading={members.isLoading} columns={columns} data={members.data ?? []} pagination={false} noDataElement={t('empty')} />
      </div>
      {picking ? (
        <PersonSearchModal title={t('groupMemberAdd')} multiple initial={[]} search={search} onPick={(rows) => void add(rows)} onCancel={() => setPicking(false)} />
      ) : null}
    </Modal>
  );
}
