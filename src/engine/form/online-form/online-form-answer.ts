import { ONLINE_FORM_MESSAGES, type OnlineFieldError } from './online-form-protocol.ts';

/** What the form answers a request for its data with: the data, field errors, or a cancel (reason 7, silent). */
export type OnlineFormAnswer =
  | { data: Record<string, unknown>; handled?: boolean }
  | { errors: OnlineFieldError[] }
  | { cancel: true };

export interface OnlineFormHost {
  /** The page hosting the form (the frame's parent): only its requests are answered, and only to it. */
  window: Pick<Window, 'postMessage'>;
  origin: string;
  /** Where requests arrive (the form's own window). */
  listen?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The form's side of the online-form protocol (online-form-protocol.ts is the host's): each `portal:getFormData` of
 * the host is acknowledged at once, then answered with what `collect` gives. Returns the function that stops listening.
 */
export function answerOnlineFormRequests(collect: () => Promise<OnlineFormAnswer>, host: OnlineFormHost): () => void {
  const listen = host.listen ?? window;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== host.window || event.origin !== host.origin) return;
    const message = event.data as { type?: unknown; requestId?: unknown } | null;
    if (!message || message.type !== ONLINE_FORM_MESSAGES.request || typeof message.requestId !== 'string') return;
    const { requestId } = message;
    host.window.postMessage({ type: ONLINE_FORM_MESSAGES.ack, requestId }, host.origin);
    void collect().then(
      (answer) => host.window.postMessage('cancel' in answer
        ? { type: ONLINE_FORM_MESSAGES.cancel, requestId }
        : { type: ONLINE_FORM_MESSAGES.data, requestId, ...answer }, host.origin),
      // A failure of the form itself is an empty answer: the host reports the form as failed (reason 2).
      () => host.window.postMessage({ type: ONLINE_FORM_MESSAGES.data, requestId, data: {} }, host.origin),
    );
  };
  listen.addEventListener('message', onMessage as EventListener);
  return () => listen.removeEventListener('message', onMessage as EventListener);
}
