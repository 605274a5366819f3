import { countsEventsUrl, countsTicket, type Counts } from '../api/workflow-lists.ts';
import type { ApiClient } from '../api/client.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';

/** Reconnect delays after the stream closes: doubling from 1 s, at most 30 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** What the counters' stream pushes: every workflow counter, the unread count (messages and mail) and the same by source. */
export type PushedCounts = Counts & { unread?: number; unreadBy?: { messages?: number; mail?: number } & Record<string, number> };

export interface CountsStreamOptions {
  api: ApiClient;
  config: Pick<RuntimeConfig, 'hosts'>;
  tenantCode: string | undefined;
  /** Whose counters (a new user closes the old stream). */
  userId: string;
  /** A single-use ticket the caller already holds (the home summary brings one): the first opening uses it. */
  ticket?: string | null;
}

interface Shared {
  api: ApiClient;
  key: string;
  listeners: Set<(counts: PushedCounts) => void>;
  latest: PushedCounts | null;
  stop: () => void;
}

/** The tab's one stream, shared by everything that shows counters (side menu, lists, home workbench and cards). */
let shared: Shared | null = null;
/** Tickets already used to open a stream (each opens it once: a cached summary's ticket is not tried again). */
const spentTickets = new Set<string>();

function start(options: CountsStreamOptions, key: string): Shared {
  const { api, config, tenantCode } = options;
  let offered = options.ticket ?? null;
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;
  const self: Shared = { api, key, listeners: new Set(), latest: null, stop: () => undefined };

  const retry = () => {
    timer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const open = async () => {
    let ticket = offered && !spentTickets.has(offered) ? offered : null;
    offered = null;
    if (!ticket) {
      try {
        ({ ticket } = await countsTicket(api));
      } catch {
        if (!stopped) retry();
        return;
      }
    }
    if (stopped) return;
    spentTickets.add(ticket);
    source = new EventSource(countsEventsUrl(config, ticket, tenantCode));
    source.addEventListener('counts', (event) => {
      delay = RECONNECT_MIN_MS;
      let counts: PushedCounts;
      try {
        counts = JSON.parse((event as MessageEvent<string>).data) as PushedCounts;
      } catch {
        return; // A malformed event is skipped; the next one carries every counter again.
      }
      self.latest = counts;
      for (const listener of [...self.listeners]) listener(counts);
    });
    // The session has ended (signed out here or elsewhere, revoked, the user disabled): no reconnecting on its
    // behalf; the next listener after a new sign-in opens a new stream.
    source.addEventListener('ended', () => {
      self.stop();
      if (shared === self) shared = null;
    });
    source.onerror = () => {
      // While CONNECTING the browser retries by itself; CLOSED (its spent ticket refused) needs a new ticket.
      if (source?.readyState !== EventSource.CLOSED || stopped) return;
      source = null;
      retry();
    };
  };
  self.stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
  void open();
  return self;
}

/**
 * Listens to the caller's counters, pushed by Server-Sent Events (`event: counts`): the tab holds ONE stream for
 * every listener (the latest counters are handed to a new listener at once). The stream opens with a single-use
 * ticket (the given one, else one asked for with the access token) and is reopened with a fresh one, after a
 * doubling delay, whenever it closes; it closes when its last listener leaves. Returns the unsubscribe function.
 */
export function openCountsStream(options: CountsStreamOptions, onCounts: (counts: PushedCounts) => void): () => void {
  const key = `${options.tenantCode ?? ''}:${options.userId}`;
  if (!shared || shared.key !== key || shared.api !== options.api) {
    shared?.stop();
    shared = start(options, key);
  }
  const mine = shared;
  mine.listeners.add(onCounts);
  if (mine.latest) onCounts(mine.latest);
  return () => {
    mine.listeners.delete(onCounts);
    if (mine.listeners.size > 0) return;
    mine.stop();
    if (shared === mine) shared = null;
  };
}
