import { useMemo } from 'react';
import { useServices } from '../../app/shell/services.tsx';
import { mailCalls } from '../../app/api/mail.ts';
import { createFormServices } from '../../engine/form/create-form-services.ts';
import { useDialogOpener } from '../../engine/form/dialog-opener.ts';
import { useEngineData } from '../../engine/provider/engine-provider.tsx';

/** The mail calls over the app's api client. */
export function useMailCalls() {
  const { api } = useServices();
  return useMemo(() => mailCalls(api), [api]);
}

/** The engine's form services (uploads with progress, downloads with the session) for the widgets a mail page uses. */
export function useWidgetServices() {
  const { i18n } = useServices();
  const data = useEngineData();
  const openDialog = useDialogOpener();
  return useMemo(
    () => createFormServices({ data, language: () => i18n.language, bo: undefined, dicts: {}, openDialog }),
    [data, i18n, openDialog],
  );
}

/** SWR keys of the mail reads, so a change re-reads every list and count that shows it. */
export const MAIL_KEYS = { list: 'mail-list', tree: 'mail-tree', unread: 'mail-unread', linkmen: 'mail-linkmen', settings: 'mail-settings' } as const;

/** Re-reads every mail read whose SWR key starts with one of `names`. */
export const keyIn = (...names: string[]) => (key: unknown) => Array.isArray(key) && names.includes(String(key[0]));
