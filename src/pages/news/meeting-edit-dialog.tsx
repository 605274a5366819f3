import { useTranslation } from 'react-i18next';
import type { MeetingRow } from '../../app/api/news.ts';
import { localDateTime } from '../../common/dates/format-date.ts';
import { EngineRecordDialog, type FormRecord } from './engine-record-dialog.tsx';

export interface MeetingEditDialogProps {
  /** The meeting to change; undefined books a new one on `day`. */
  meeting?: MeetingRow;
  day: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Minutes east of UTC on the browser's clock at an instant. */
const offsetAt = (date: Date) => -date.getTimezoneOffset();
/** `YYYY-MM-DD HH:mm:ss` on the browser's clock. */
const wallClock = (iso: string) => `${localDateTime(iso)}:00`;

/**
 * Books a room for a meeting or changes a booking: the engine's form meetingBooking (schemas/form/meetingBooking.json),
 * rooms from the table-backed dictionary meetingRoom, times on the browser's clock with its offset; the server refuses a clash in the room with the other meeting named.
 */
export function MeetingEditDialog({ meeting, day, onClose, onSaved }: MeetingEditDialogProps) {
  const { t } = useTranslation('news');
  const load = async (): Promise<FormRecord> => {
    if (!meeting) {
      return { data: { startTime: `${day} 09:00:00`, endTime: `${day} 10:00:00`, utcOffset: offsetAt(new Date(`${day}T09:00:00`)) } };
    }
    return {
      id: String(meeting.id), version: meeting.version,
      data: {
        name: meeting.name, roomId: String(meeting.roomId), startTime: wallClock(meeting.startTime), endTime: wallClock(meeting.endTime),
        host: meeting.host, description: meeting.description, utcOffset: offsetAt(new Date(meeting.startTime)),
      },
    };
  };
  return (
    <EngineRecordDialog
      formKey="meetingBooking" boAlias="meetingBooking" testId="meeting-edit-dialog" recordKey={String(meeting?.id ?? `new-${day}`)} width={620}
      title={meeting ? t('editMeeting') : t('book')} load={load} onClose={onClose} onSaved={onSaved}
    />
  );
}
