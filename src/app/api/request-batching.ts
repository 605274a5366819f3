import { REQUEST_BATCH_PATH, type BatchReplies, type BatchedRequest } from '../../common/api/request-batch.ts';
import { HOSTS } from '../../common/hosts.ts';

/** The spec's merge window (workflow-office.md section 9): requests made within it travel together. */
export const BATCH_WINDOW_MS = 50;

const BATCH_URL = `${HOSTS.portal}${REQUEST_BATCH_PATH}`;
/** Sign-in, token refresh and sign-out always go alone. */
const NEVER = ['/api/uc/auth', '/api/uc/refresh', '/api/uc/signout', '/api/uc/sso/'];
/** The request headers that say who asks, for which tenant, in which language: a batch carries them for all its requests. */
const SHARED = ['authorization', 'tenant-code', 'accept-language'] as const;

interface Waiting {
  request: BatchedRequest;
  /** The fetch as asked (a lone request goes out as it was). */
  asked: Parameters<typeof fetch>;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

export interface RequestBatching {
  /** The fetch the API client uses: alone, or (while a load phase is on) gathered into one batch per merge window. */
  fetch: typeof fetch;
  /**
   * Starts a load phase: what the page asks by itself as it loads is gathered into batches. The phase ends at the
   * user's first click or key (what they trigger goes alone, at once) or when the returned function is called.
   */
  begin(): () => void;
  /** Whether a load phase is on. */
  readonly active: boolean;
}

/**
 * A fetch that joins the API reads a page makes as it loads into one POST of REQUEST_BATCH_PATH per merge window
 * (and per caller: token, tenant and language), and hands each caller a Response of its own reply, so the API
 * client's error policy (401 refresh, toasts, state false) works on it unchanged. A lone request, sign-in calls and
 * anything but GET/POST of JSON go straight through.
 */
export function createRequestBatching(base: typeof fetch, target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> | null, windowMs = BATCH_WINDOW_MS): RequestBatching {
  let phase = 0;
  let active = false;
  const groups = new Map<string, { headers: Record<string, string>; waiting: Waiting[] }>();

  const stop = () => {
    active = false;
    target?.removeEventListener('pointerdown', stop, true);
    target?.removeEventListener('keydown', stop, true);
  };

  const eligible = (url: URL, init: RequestInit | undefined): boolean => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') return false;
    if (target && url.origin !== target.location.origin) return false;
    if (!url.pathname.startsWith('/api/') || url.pathname === BATCH_URL) return false;
    if (NEVER.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix))) return false;
    return init?.body === undefined || init.body === null || typeof init.body === 'string';
  };

  const answer = (status: number, body: unknown) => new Response(
    [204, 205, 304].includes(status) || body === null || body === undefined ? null : JSON.stringify(body),
    { status, headers: { 'content-type': 'application/json; charset=utf-8' } },
  );

  const send = async (headers: Record<string, string>, waiting: Waiting[]) => {
    if (waiting.length === 1) {
      const [only] = waiting;
      base(...only!.asked).then(only!.resolve, only!.reject);
      return;
    }
    try {
      const response = await base(BATCH_URL, {
        method: 'POST',
        headers: { ...headers, Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ requests: waiting.map((w) => w.request) }),
      });
      if (!response.ok) {
        // The batch as a whole was refused (expired token, too many calls): each request gets that reply.
        const text = await response.text();
        for (const w of waiting) w.resolve(new Response(text, { status: response.status, headers: response.headers }));
        return;
      }
      const { replies } = (await response.json()) as BatchReplies;
      waiting.forEach((w, i) => {
        const reply = replies[i];
        if (reply) w.resolve(answer(reply.status, reply.body));
        else w.reject(new TypeError('batch reply missing'));
      });
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  };

  const batchingFetch: typeof fetch = (input, init) => {
    if (!active || typeof input !== 'string') return base(input, init);
    const url = new URL(input, target?.location.origin ?? 'http://localhost');
    const headers = new Headers(init?.headers);
    if (!eligible(url, init) || init?.signal?.aborted) return base(input, init);
    const shared: Record<string, string> = {};
    for (const name of SHARED) {
      const value = headers.get(name);
      if (value !== null) shared[name] = value;
    }
    // A public read (tenant lookup, settings) joins the batch of the same tenant and language: a token changes nothing for it.
    const key = JSON.stringify([shared['tenant-code'], shared['accept-language']]);
    return new Promise<Response>((resolve, reject) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
      const waiting: Waiting = {
        request: { method: (init?.method ?? 'GET').toUpperCase() as 'GET' | 'POST', url: `${url.pathname}${url.search}`, ...(body === undefined ? {} : { body }) },
        asked: [input, init],
        resolve,
        reject,
      };
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')), { once: true });
      let group = groups.get(key);
      if (group && !group.headers.authorization && shared.authorization) group.headers = shared;
      if (!group) {
        group = { headers: shared, waiting: [] };
        groups.set(key, group);
        setTimeout(() => {
          const due = groups.get(key);
          groups.delete(key);
          if (due) void send(due.headers, due.waiting);
        }, windowMs);
      }
      group.waiting.push(waiting);
    });
  };

  return {
    fetch: batchingFetch,
    begin() {
      const mine = ++phase;
      active = true;
      target?.addEventListener('pointerdown', stop, true);
      target?.addEventListener('keydown', stop, true);
      return () => {
        if (phase === mine) stop();
      };
    },
    get active() {
      return active;
    },
  };
}

/** The browser's batching, which the app's API client fetches through (main.tsx) and the home page starts. */
export const requestBatching = createRequestBatching(
  (input, init) => fetch(input, init),
  typeof window === 'undefined' ? null : window,
);
