import { useEffect, useRef, useState } from 'react';
import { countsEventsUrl, countsTicket, type Counts } from '../../../app/api/workflow-lists.ts';
import { useServices, useTenantCode } from '../../../app/shell/services.tsx';
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from '../../../app/workflow/use-flow-counts.ts';
import type { HomeWorkbench } from '../../../app/api/home.ts';

/** Tickets already used to open a stream (each opens it once: a cached summary's ticket is not tried again). */
const spentTickets = new Set<string>();

/**
 * The caller's counters, pushed live by the counters' event stream (`counts`: every counter, null until the first
 * event) and the to-do count (`todo`: the summary's until then). The home summary brings the first count and
 * a single-use ticket, so the stream opens without asking for one; whenever the stream closes it is reopened with
 * a fresh ticket (after a doubling delay). Null without counters (role yk) or before the summary.
 */
export function useLiveTodo(workbench: HomeWorkbench | null | undefined): { todo: number | null; counts: Counts | null } {
  const { api, config } = useServices();
  const tenantCode = useTenantCode();
  const counters = Boolean(workbench?.counters);
  const [pushed, setPushed] = useState<Counts | null>(null);
  const latest = useRef(workbench);
  latest.current = workbench;

  useEffect(() => {
    setPushed(null);
    if (!counters) return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;

    const retry = () => {
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    const open = async () => {
      let ticket = latest.current?.stream?.ticket;
      if (!ticket || spentTickets.has(ticket)) {
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
        try {
          setPushed(JSON.parse((event as MessageEvent<string>).data) as Counts);
        } catch {
          // A malformed event is skipped; the next one carries every counter again.
        }
      });
      source.onerror = () => {
        // While CONNECTING the browser retries by itself; CLOSED (its spent ticket refused) needs a new ticket.
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
  }, [api, config, tenantCode, counters]);

  if (!counters) return { todo: null, counts: null };
  return { todo: pushed?.todo ?? workbench?.todo ?? null, counts: pushed };
}
