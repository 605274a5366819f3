import { useState } from 'react';
import { Message } from '@arco-design/web-react';

/**
 * A row dialog's save: the reply's message, then `onDone` (close, reload the list); a refusal stays shown by the API
 * client and keeps the dialog open with what the user typed.
 */
export function useDialogSubmit(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      Message.success((await call()).message);
      onDone();
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
