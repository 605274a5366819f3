import { useState } from 'react';
import useSWR from 'swr';
import { Button, DatePicker, Form, Input, Message, Modal, Select, TimePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/TimePicker/style/css.js';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/shell/services.tsx';
import { listMeetingRooms, saveMeeting, type MeetingRow } from '../../app/api/news.ts';
import { formatClock, localDay } from './format-time.ts';
import { localInstant } from '../../common/dates/format-date.ts';

interface FormValues { roomId: number; name: string; day: string; time: [string, string]; host?: string; description?: string }

/** `YYYY-MM-DDTHH:mm:00±hh:mm`: the browser's wall-clock time with its offset, so the server knows which instant is meant. */
function instantOf(day: string, clock: string): string {
  return localInstant(day, clock);
}

export interface MeetingEditDialogProps {
  /** The meeting to change; undefined books a new one on `day`. */
  meeting?: MeetingRow;
  day: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Books a room for a meeting or changes a booking; the server refuses a clash with the other meeting named. */
export function MeetingEditDialog({ meeting, day, onClose, onSaved }: MeetingEditDialogProps) {
  const { t } = useTranslation('news');
  const { api } = useServices();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const rooms = useSWR('meetingRooms', () => listMeetingRooms(api));
  const initial: Partial<FormValues> = meeting
    ? { roomId: meeting.roomId, name: meeting.name, day: localDay(new Date(meeting.startTime)), time: [formatClock(meeting.startTime), formatClock(meeting.endTime)] as [string, string], host: meeting.host, description: meeting.description }
    : { day, time: ['09:00', '10:00'] as [string, string] };

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await saveMeeting(api, {
        ...(meeting ? { id: meeting.id, version: meeting.version } : {}),
        roomId: values.roomId, name: values.name, host: values.host ?? '', description: values.description ?? '',
        startTime: instantOf(values.day, values.time[0]), endTime: instantOf(values.day, values.time[1]),
      });
      Message.success(t('saved'));
      onSaved();
    } catch {
      // The API client showed the server's message (a clash names the other meeting).
    } finally {
      setBusy(false);
    }
  };

  const required = [{ required: true, message: t('required') }];
  return (
    <Modal
      visible
      title={meeting ? t('editMeeting') : t('book')}
      onCancel={onClose}
      style={{ width: 560 }}
      unmountOnExit
      data-testid="meeting-edit-dialog"
      footer={(
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="meeting-edit-save">{t('save')}</Button>
        </>
      )}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label={t('meetingName')} field="name" rules={required}><Input maxLength={200} data-testid="meeting-edit-name" /></Form.Item>
        <Form.Item label={t('room')} field="roomId" rules={required}>
          <Select loading={rooms.isLoading} options={(rooms.data ?? []).map((r) => ({ value: r.id, label: r.location ? `${r.name}（${r.location}）` : r.name }))} data-testid="meeting-edit-room" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item label={t('day')} field="day" rules={required} style={{ flex: 1 }}><DatePicker style={{ width: '100%' }} /></Form.Item>
          <Form.Item label={t('time')} field="time" rules={required} style={{ flex: 1 }}><TimePicker.RangePicker format="HH:mm" step={{ minute: 5 }} style={{ width: '100%' }} /></Form.Item>
        </div>
        <Form.Item label={t('host')} field="host"><Input maxLength={100} /></Form.Item>
        <Form.Item label={t('description')} field="description"><Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} /></Form.Item>
      </Form>
    </Modal>
  );
}
