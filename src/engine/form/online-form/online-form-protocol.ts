/**
 * The message protocol between the portal and an online/URL form in an iframe: the portal posts
 * `{ type: 'portal:getFormData', requestId }`; the form answers `{ type: 'portal:ack', requestId }` within 500 ms, then
 * `{ type: 'portal:formData', requestId, data, errors?, handled? }` (or `portal:cancel`) within 10 s overall.
 */
export const ONLINE_FORM_ACK_MS = 500;
export const ONLINE_FORM_TIMEOUT_MS = 10_000;
export const ONLINE_FORM_MESSAGES = { request: 'portal:getFormData', ack: 'portal:ack', data: 'portal:formData', cancel: 'portal:cancel' } as const;

export interface OnlineFieldError { field: string; message: string }

/**
 * Failure reasons: 1 no online or URL form; 2 form empty or failed to load; 3 field errors; 4 no acknowledgement;
 * 5 timed out; 6 the URL form did not handle the data (ask whether to start anyway); 7 silent (the form cancelled).
 */
export type OnlineFormResult =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; reason: 1 | 2 | 4 | 5 | 7 }
  | { ok: false; reason: 3; errors: OnlineFieldError[] }
  | { ok: false; reason: 6; data: Record<string, unknown> }
  | { ok: false; reason: 'unexpected'; detail: string };

export interface OnlineFormTarget {
  window: Pick<Window, 'postMessage'> | null | undefined;
  /** The form's origin: messages from elsewhere are ignored and requests go nowhere else. */
  origin: string;
}

interface Options {
  ackMs?: number;
  timeoutMs?: number;
  /** Where answers arrive (the portal's window). */
  listen?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The frame reported a load failure. */
  loadFailed?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
let counter = 0;

/** Asks an online form for its data and settles with the data or a failure reason; never rejects. */
export function requestOnlineFormData(target: OnlineFormTarget | null, options: Options = {}): Promise<OnlineFormResult> {
  if (!target?.window || !target.origin) return Promise.resolve({ ok: false, reason: 1 });
  if (options.loadFailed) return Promise.resolve({ ok: false, reason: 2 });
  const listen = options.listen ?? window;
  const requestId = `form-${Date.now()}-${++counter}`;
  return new Promise((resolve) => {
    let acknowledged = false;
    const finish = (result: OnlineFormResult) => {
      clearTimeout(ackTimer);
      clearTimeout(overallTimer);
      listen.removeEventListener('message', onMessage as EventListener);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target.window || event.origin !== target.origin) return;
      const message = event.data as Record<string, unknown> | undefined;
      if (!isRecord(message) || message.requestId !== requestId) return;
      try {
        if (message.type === ONLINE_FORM_MESSAGES.ack) { acknowledged = true; return; }
        if (message.type === ONLINE_FORM_MESSAGES.cancel) return finish({ ok: false, reason: 7 });
        if (message.type !== ONLINE_FORM_MESSAGES.data) return;
        const errors = Array.isArray(message.errors) ? (message.errors as OnlineFieldError[]).filter((e) => isRecord(e)) : [];
        if (errors.length) return finish({ ok: false, reason: 3, errors: errors.map((e) => ({ field: String(e.field ?? ''), message: String(e.message ?? '') })) });
        if (!isRecord(message.data) || !Object.keys(message.data).length) return finish({ ok: false, reason: 2 });
        if (message.handled === false) return finish({ ok: false, reason: 6, data: message.data });
        finish({ ok: true, data: message.data });
      } catch (error) {
        finish({ ok: false, reason: 'unexpected', detail: (error as Error).message });
      }
    };
    listen.addEventListener('message', onMessage as EventListener);
    const ackTimer = setTimeout(() => { if (!acknowledged) finish({ ok: false, reason: 4 }); }, options.ackMs ?? ONLINE_FORM_ACK_MS);
    const overallTimer = setTimeout(() => finish({ ok: false, reason: 5 }), options.timeoutMs ?? ONLINE_FORM_TIMEOUT_MS);
    try {
      target.window!.postMessage({ type: ONLINE_FORM_MESSAGES.request, requestId }, target.origin);
    } catch (error) {
      finish({ ok: false, reason: 'unexpected', detail: (error as Error).message });
    }
  });
}

/** The text to show for a failure; null when nothing is shown (success, reason 7). */
export function onlineFormMessage(result: OnlineFormResult, t: (key: string) => string): string | null {
  if (result.ok || result.reason === 7) return null;
  if (result.reason === 'unexpected') return t('engine:form.online.unexpected');
  return t(`engine:form.online.reason${result.reason}`);
}
