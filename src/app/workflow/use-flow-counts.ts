import { useEffect, useState } from 'react';
import { allCounts, countsEventsUrl, countsTicket, type Counts } from '../api/workflow-lists.ts';
import { useServices, useSession, useTenantCode } from '../shell/services.tsx';
import { countersHidden } from './counters-hidden.ts';

/** Reconnect delays after the stream closes: doubling from 1 s, at most 30 s. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The caller's workflow counters, pushed by Server-Sent Events (`event: counts`). One POST of every counter when
 * the hook starts, so badges show before (or without) the stream; the stream opens with a single-use ticket and
 * is reopened with a fresh one whenever it closes (a browser retry of the spent ticket's URL is refused, closing it). Null while unknown, and always for users who see no counters.
 */
export function useFlowCounts(): Counts | null {
  const { api, config } = useServices();
  const session = useSession();
  const tenantCode = useTenantCode();
  const hidden = countersHidden(session?.user);
  const userId = session?.user.userId;
  const [counts, setCounts] = useState<Counts | null>(null);

  useEffect(() => {
    setCounts(null);
    if (hidden || !userId) return undefined;
    let stopped = false;
    let pushed = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;

    allCounts(api).then((first) => {
      if (!stopped && !pushed) setCounts(first);
    }, () => undefined);

    const retry = () => {
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    const open = async () => {
      let ticket: string;
      try {
        ({ ticket } = await countsTicket(api));
      } catch {
        if (!stopped) retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(countsEventsUrl(config, ticket, tenantCode));
      source.addEventListener('counts', (event) => {
        pushed = true;
        delay = RECONNECT_MIN_MS;
        try {
          setCounts(JSON.parse((event as MessageEvent<string>).data) as Counts);
        } catch {
          // A malformed event is skipped; the next one carries every counter again.
        }
      });
      source.onerror = () => {
        // While CONNECTING the browser retries by itself; CLOSED (e.g. its spent ticket refused) needs a new ticket.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        retry();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
    // Each ticket is asked for with the current token: a refreshed token must not restart the stream.
  }, [api, config, tenantCode, hidden, userId]);

  return counts;
}
