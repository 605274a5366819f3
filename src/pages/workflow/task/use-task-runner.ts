import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { notifyOpener, TODO_PATH, TOAST_MS } from '../../../app/shell/flow-changed.ts';

/** What happens after a success: the task left the caller's hands (close), or it stays open and reloads (stay). */
export type After = 'close' | 'stay';

/**
 * Runs one task command at a time. A success shows the server's message for 1.5 s, tells the opener the flow
 * changed, then closes the popup (or goes to the to-do list) or reloads the task. A refusal was already shown by the
 * API client with the server's message; nothing else happens and the buttons are usable again.
 */
export function useTaskRunner(reload: () => unknown) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = useCallback(() => {
    if (window.opener) window.close();
    // A window the script did not open cannot close itself: go to the to-do list instead.
    if (!window.closed) navigate(TODO_PATH);
  }, [navigate]);

  const run = useCallback(async (work: () => Promise<{ message: string }>, after: After): Promise<boolean> => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    try {
      const reply = await work();
      Message.success({ content: reply.message, duration: TOAST_MS });
      timer.current = setTimeout(() => {
        notifyOpener();
        if (after === 'close') return leave();
        busyRef.current = false;
        setBusy(false);
        void reload();
      }, TOAST_MS);
      return true;
    } catch {
      busyRef.current = false;
      setBusy(false);
      return false;
    }
  }, [leave, reload]);

  return { busy, run };
}
