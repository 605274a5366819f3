import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import type { Done } from '../../app/api/mail.ts';
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

/** The frame of a contact or mailbox page: title, back button, the server's refusal above the form. */
export function RecordFrame({ testId, title, backTo, loading, error, children }: FrameProps) {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  return (
    <Card bordered={false} title={title} data-testid={testId}
      extra={<Button size="small" data-testid="form-back" onClick={() => navigate(backTo)}>{t('back')}</Button>}>
      {error && <Alert className="pp-mail-hint" type="error" content={error} data-testid="form-error" />}
      {loading ? <Spin /> : children}
    </Card>
  );
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
 * Runs a save: on success its message (保存成功) as a toast, the lists named `listNames` re-read, and back to `backTo`;
 * on refusal (保存失败, a stale version, ...) the server's message stays on the form.
 */
export function useSave(backTo: string, ...listNames: string[]) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (save: () => Promise<Done>) => {
    setSaving(true);
    setError(null);
    try {
      const reply = await save();
      Message.success(reply.message);
      await mutate(keyIn(...listNames));
      navigate(backTo);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, submit };
}
