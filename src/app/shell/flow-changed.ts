/** Message the process popups post to the window that opened them after every change, so its lists reload. */
export const FLOW_CHANGED = { type: 'pp-flow-changed' } as const;

/** Where a task page opened without a popup goes when its task is done. */
export const TODO_PATH = '/v-flow/v-todo';

/** The spec's toast duration: the success message shows this long before the page moves on. */
export const TOAST_MS = 1500;

/** Tells the opener (same origin only) that the flow changed; false when there is no opener. */
export function notifyOpener(win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener.closed) return false;
  try {
    opener.postMessage(FLOW_CHANGED, win.location.origin);
    return true;
  } catch {
    return false;
  }
}
