import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { useTranslation } from 'react-i18next';
import { RecordFrame as SharedRecordFrame } from '../shared/record-frame.tsx';
import { useSaveAndReturn } from '../shared/use-save-and-return.ts';
import { keyIn } from './use-mail.ts';

interface FrameProps {
  testId: string;
  title: string;
  backTo: string;
  loading?: boolean;
  /** A read failure or the server's refusal of the last save. */
  error?: string | null;
  children: ReactNode;
}

/** The frame of a contact or mailbox page (the shared RecordFrame with the mail catalogue's Back). */
export function RecordFrame(props: FrameProps) {
  const { t } = useTranslation('mail');
  return <SharedRecordFrame {...props} backLabel={t('back')} hintClassName="pp-mail-hint" />;
}

/** A record shown read-only, with an edit button. */
export function RecordView({ testId, rows, editPath }: { testId: string; rows: { label: string; value: ReactNode }[]; editPath: string }) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  return (
    <div className="pp-mail-form" data-testid={testId}>
      <Descriptions column={1} labelStyle={{ width: 160 }} data={rows} border />
      <div className="pp-mail-form-footer" style={{ marginTop: 16 }}>
        <Button type="primary" data-testid="detail-edit" onClick={() => navigate(editPath)}>{t('edit')}</Button>
      </div>
    </div>
  );
}

/**
 * Runs a save (useSaveAndReturn): on success the lists named `listNames` re-read and back to `backTo`; a refusal
 * (保存失败, a stale version, ...) stays on the form.
 */
export function useSave(backTo: string, ...listNames: string[]) {
  return useSaveAndReturn(backTo, keyIn(...listNames));
}
