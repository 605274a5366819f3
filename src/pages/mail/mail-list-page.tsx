import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Button, Card, Input, Message, Modal, Space, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { IconAttachment, IconDelete, IconEdit, IconRefresh } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { MailRow, MailTreeNode } from '../../app/api/mail.ts';
import { MAIL_FOLDERS, MAIL_PAGE_SIZE, INTERNAL_SET_ID } from '../../common/api/mail.ts';
import { formatDateTime } from '../news/format-time.ts';
import { firstFolder, folderOf, mailListFilter } from './folder-model.ts';
import { FolderTree } from './folder-tree.tsx';
import { SyncButton } from './sync-button.tsx';
import { keyIn, MAIL_KEYS, useMailCalls } from './use-mail.ts';

const PAGE_SIZES = [10, 20, 50, 100];

const people = (list: { name: string; address: string }[]) => list.map((p) => p.name || p.address).join('、');

/**
 * v-mailList: the folder tree (internal mail and each external mailbox: inbox, sent, drafts, trash with their unread
 * counts) beside a page of the chosen folder: unread mails in bold, search, paging, delete (to the trash, from the
 * trash for good), sync of an external mailbox. A draft opens in the compose page, any other mail in the read view.
 */
export function MailListPage() {
  const { t } = useTranslation('mail');
  const calls = useMailCalls();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: MAIL_PAGE_SIZE });
  const [chosen, setChosen] = useState<number[]>([]);

  const tree = useSWR([MAIL_KEYS.tree], () => calls.tree());
  const nodes = tree.data ?? [];
  const folder = folderOf(nodes, params.get('folder') ?? undefined) ?? firstFolder(nodes);
  const list = useSWR(folder ? [MAIL_KEYS.list, folder.id, paging.page, paging.pageSize, keyword] : null,
    () => calls.list(mailListFilter(folder!, paging.page, paging.pageSize, keyword)), { keepPreviousData: true });

  const choose = (node: MailTreeNode) => {
    setParams({ folder: node.id });
    setPaging((p) => ({ ...p, page: 1 }));
    setChosen([]);
  };
  const inTrash = folder?.type === MAIL_FOLDERS.trash;
  const outgoing = folder?.type === MAIL_FOLDERS.sent || folder?.type === MAIL_FOLDERS.drafts;

  const removeChosen = () => {
    if (chosen.length === 0) return void Message.warning(t('selectOne'));
    Modal.confirm({
      title: inTrash ? t('confirmDeleteForGood') : t('confirmDelete'), okText: t('ok'), cancelText: t('cancel'),
      onOk: async () => {
        try {
          const reply = await calls.remove(chosen, folder?.type ?? undefined);
          Message.success(reply.message);
          setChosen([]);
        } catch (error) {
          Message.error((error as Error).message);
        }
        await mutate(keyIn(MAIL_KEYS.list, MAIL_KEYS.tree, MAIL_KEYS.unread));
      },
    });
  };
  const open = (row: MailRow) => navigate(row.type === MAIL_FOLDERS.drafts ? `/mail/mailEdit/${row.id}` : `/mail/mailGet/${row.id}?folder=${folder?.id ?? ''}`);

  const columns: TableColumnProps<MailRow>[] = [
    outgoing
      ? { title: t('column.to'), dataIndex: 'to', width: 200, ellipsis: true, render: (_v, row) => people(row.to) }
      : { title: t('column.from'), dataIndex: 'senderName', width: 200, ellipsis: true, render: (_v, row) => <span title={row.senderAddress}>{row.senderName || row.senderAddress}</span> },
    {
      title: t('column.subject'), dataIndex: 'subject', ellipsis: true,
      render: (_v, row) => (
        <a className="pp-mail-subject" data-testid="mail-row-subject" onClick={() => open(row)}>
          {row.fileCount > 0 && <IconAttachment style={{ marginRight: 4 }} aria-label={t('column.attachments')} />}
          {row.subject || t('noSubject')}
        </a>
      ),
    },
    { title: t('column.date'), dataIndex: 'sendDate', width: 160, render: (v: string | null) => formatDateTime(v) },
  ];

  return (
    <Card bordered={false} title={t('title.list')} data-testid="mail-list">
      {tree.error && <Alert className="pp-mail-hint" type="error" content={t('loadFailed', { message: (tree.error as Error).message })} />}
      <div className="pp-mail-box">
        <div className="pp-mail-folders">
          {tree.isLoading ? <Spin /> : <FolderTree nodes={nodes} selected={folder?.id} onSelect={choose} />}
        </div>
        <div className="pp-mail-rows">
          <div className="pp-mail-toolbar">
            <Button type="primary" icon={<IconEdit />} data-testid="mail-compose" onClick={() => navigate(folder && folder.setId !== INTERNAL_SET_ID ? `/mail/mailAdd?setId=${folder.setId}` : '/mail/mailAdd')}>
              {t('compose')}
            </Button>
            <Button status="danger" icon={<IconDelete />} data-testid="mail-remove-chosen" onClick={removeChosen}>{inTrash ? t('removeForGood') : t('remove')}</Button>
            <Button icon={<IconRefresh />} data-testid="mail-refresh" onClick={() => void mutate(keyIn(MAIL_KEYS.list, MAIL_KEYS.tree, MAIL_KEYS.unread))}>{t('refresh')}</Button>
            {folder && folder.setId !== INTERNAL_SET_ID && <Space><SyncButton settingId={folder.setId} /></Space>}
            <Input.Search className="pp-mail-search" allowClear searchButton placeholder={t('searchPlaceholder')} data-testid="mail-search"
              onSearch={(text) => { setKeyword(text.trim()); setPaging((p) => ({ ...p, page: 1 })); }} onClear={() => setKeyword('')} />
          </div>
          {list.error && <Alert className="pp-mail-hint" type="error" content={t('loadFailed', { message: (list.error as Error).message })} />}
          <Table<MailRow>
            rowKey="id"
            size="small"
            data-testid="mail-rows"
            loading={list.isLoading}
            columns={columns}
            data={list.data?.rows ?? []}
            noDataElement={t('empty')}
            rowClassName={(row) => (row.isRead === 0 ? 'pp-mail-row-unread' : 'pp-mail-row-read')}
            rowSelection={{ type: 'checkbox', selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
            pagination={{
              current: paging.page, pageSize: paging.pageSize, total: list.data?.total ?? 0, sizeCanChange: true, sizeOptions: PAGE_SIZES,
              showTotal: true, size: 'small', onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
          />
        </div>
      </div>
    </Card>
  );
}
