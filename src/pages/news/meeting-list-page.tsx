import { useState } from 'react';
import useSWR from 'swr';
import { Button, Card, DatePicker, Message, Popconfirm, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/shell/services.tsx';
import { listMeetings, removeMeetings, type MeetingRow } from '../../app/api/news.ts';
import { MeetingEditDialog } from './meeting-edit-dialog.tsx';
import { formatClock, localDay } from './format-time.ts';
import './news.css';

/** /meetingList/0 (今日会议): the day's meetings in every room, earliest first; signed-in users book rooms and change their own bookings. */
export function MeetingListPage() {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const session = useSession();
  const canBook = Boolean(session && !session.user.isVisitor);
  const [day, setDay] = useState(localDay());
  const [editing, setEditing] = useState<{ meeting?: MeetingRow } | null>(null);
  const list = useSWR(['meetings', day], () => listMeetings(api, { day, ended: true }), { keepPreviousData: true });

  const now = Date.now();
  const stateOf = (row: MeetingRow) => {
    if (Date.parse(row.endTime) <= now) return <Tag size="small" color="gray">{t('ended')}</Tag>;
    if (Date.parse(row.startTime) <= now) return <Tag size="small" color="green">{t('inProgress')}</Tag>;
    return <Tag size="small" color="arcoblue">{t('upcoming')}</Tag>;
  };
  const cancel = async (row: MeetingRow) => {
    try {
      await removeMeetings(api, [row.id]);
      Message.success(t('deleted'));
      await list.mutate();
    } catch {
      // The API client showed the server's message.
    }
  };

  const columns: TableColumnProps<MeetingRow>[] = [
    { title: t('time'), key: 'time', width: 140, render: (_, row) => <span className="pn-meeting-time">{formatClock(row.startTime)}–{formatClock(row.endTime)}</span> },
    { title: t('meetingName'), dataIndex: 'name', render: (_, row) => <span className="pn-title-cell">{row.name}</span> },
    { title: t('room'), dataIndex: 'roomName', width: 200 },
    { title: t('host'), dataIndex: 'host', width: 160 },
    { title: t('status'), key: 'state', width: 100, render: (_, row) => stateOf(row) },
    {
      title: '', key: 'actions', width: 240,
      render: (_, row) => (row.editable ? (
        <span className="pn-actions">
          <Button size="mini" type="text" onClick={() => setEditing({ meeting: row })} data-testid={`meeting-edit-${row.id}`}>{t('edit')}</Button>
          <Popconfirm title={t('cancelMeetingConfirm')} onOk={() => cancel(row)}>
            <Button size="mini" type="text" status="danger" data-testid={`meeting-cancel-${row.id}`}>{t('cancelMeeting')}</Button>
          </Popconfirm>
        </span>
      ) : null),
    },
  ];

  return (
    <div className="pn-page" data-testid="meeting-list-page">
      <Card bordered={false} title={t('meetingTitle')}>
        <div className="pn-toolbar">
          <DatePicker value={day} allowClear={false} onChange={(value: string) => value && setDay(value)} data-testid="meeting-day" />
          <Button onClick={() => setDay(localDay())}>{t('today')}</Button>
          <span className="pn-grow" />
          {canBook ? <Button type="primary" onClick={() => setEditing({})} data-testid="meeting-book">{t('book')}</Button> : null}
        </div>
        <Table
          rowKey="id"
          loading={list.isLoading}
          columns={columns}
          data={list.data?.rows ?? []}
          pagination={false}
          noDataElement={<div className="pn-muted">{t('noMeetings')}</div>}
          data-testid="meeting-table"
        />
      </Card>
      {editing ? (
        <MeetingEditDialog
          meeting={editing.meeting}
          day={day}
          onClose={() => setEditing(null)}
          onSaved={() => { setEditing(null); void list.mutate(); }}
        />
      ) : null}
    </div>
  );
}

export default MeetingListPage;
