import { useEffect, useRef, useState } from 'react';
import { useServices, useSession, useTenantCode } from '../../../app/shell/services.tsx';
import { openCountsStream, type PushedCounts } from '../../../app/workflow/counts-stream.ts';
import type { HomeWorkbench } from '../../../app/api/home.ts';

/**
 * The caller's counters on the home, from the tab's counters stream (openCountsStream): `counts` (every counter,
 * the summary's to-do until the first event), `todo` and `unread` (null until pushed). The home summary brings the
 * first count and a single-use ticket, so the stream opens without asking for one. All null without counters (role
 * yk) or before the summary.
 */
export function useLiveTodo(workbench: HomeWorkbench | null | undefined): { todo: number | null; unread: number | null; counts: PushedCounts | null } {
  const { api, config } = useServices();
  const tenantCode = useTenantCode();
  const userId = useSession()?.user.userId;
  const counters = Boolean(workbench?.counters);
  const [pushed, setPushed] = useState<PushedCounts | null>(null);
  const latest = useRef(workbench);
  latest.current = workbench;

  useEffect(() => {
    setPushed(null);
    if (!counters || !userId) return undefined;
    return openCountsStream({ api, config, tenantCode, userId, ticket: latest.current?.stream?.ticket }, setPushed);
  }, [api, config, tenantCode, counters, userId]);

  if (!counters) return { todo: null, unread: null, counts: null };
  return { todo: pushed?.todo ?? workbench?.todo ?? null, unread: pushed?.unread ?? null, counts: pushed };
}
