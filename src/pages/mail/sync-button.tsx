import { useEffect, useState } from 'react';
import { Button, Message, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconSync } from '@arco-design/web-react/icon';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { keyIn, MAIL_KEYS, useMailCalls } from './use-mail.ts';

/** How often a running sync's progress is read. */
const POLL_MS = 1000;

/**
 * Syncs an external mailbox from its IMAP server: the call answers when the sync has finished, meanwhile its progress
 * (messages fetched of those to fetch) is read and shown; then the folders and lists are read again.
 */
export function SyncButton({ settingId, size = 'default' }: { settingId: number; size?: 'mini' | 'small' | 'default' }) {
  const { t } = useTranslation('mail');
  const calls = useMailCalls();
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  useEffect(() => {
    if (!running) return undefined;
    let live = true;
    const timer = setInterval(() => {
      calls.syncProgress(settingId).then((p) => live && p.running && setProgress({ done: p.done, total: p.total }), () => undefined);
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [running, calls, settingId]);

  const sync = async () => {
    setRunning(true);
    setProgress(null);
    try {
      const reply = await calls.sync(settingId);
      Message.success(t('setting.synced', { count: reply.value?.added ?? 0 }));
    } catch (error) {
      Message.error((error as Error).message);
    } finally {
      setRunning(false);
      setProgress(null);
      await mutate(keyIn(MAIL_KEYS.list, MAIL_KEYS.tree, MAIL_KEYS.unread, MAIL_KEYS.settings));
    }
  };

  return (
    <span className="pp-mail-sync-wrap" data-testid={`mail-sync-${settingId}`}>
      <Button size={size} icon={<IconSync spin={running} />} loading={false} disabled={running} onClick={() => void sync()} data-testid="mail-sync">
        {t('setting.sync')}
      </Button>
      {running && (
        <span className="pp-mail-sync" data-testid="mail-sync-progress">
          {progress && progress.total > 0
            ? <Progress size="small" percent={Math.floor((progress.done / progress.total) * 100)} formatText={() => t('setting.syncing', progress)} />
            : <span>{t('setting.syncStarted')}</span>}
        </span>
      )}
    </span>
  );
}
