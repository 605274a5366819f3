import { useEffect, useState } from 'react';
import { allCounts } from '../api/workflow-lists.ts';
import { useServices, useSession, useTenantCode } from '../shell/services.tsx';
import { countersHidden } from './counters-hidden.ts';
import { openCountsStream, type PushedCounts } from './counts-stream.ts';

export { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from './counts-stream.ts';

/**
 * The caller's workflow counters (and unread count), pushed by the tab's counters stream (openCountsStream). One
 * POST of every counter when the hook starts, so badges show before (or without) the stream. Null while unknown,
 * and always for users who see no counters.
 */
export function useFlowCounts(): PushedCounts | null {
  const { api, config } = useServices();
  const session = useSession();
  const tenantCode = useTenantCode();
  const hidden = countersHidden(session?.user);
  const userId = session?.user.userId;
  const [counts, setCounts] = useState<PushedCounts | null>(null);

  useEffect(() => {
    setCounts(null);
    if (hidden || !userId) return undefined;
    let stopped = false;
    let pushed = false;
    allCounts(api).then((first) => {
      if (!stopped && !pushed) setCounts(first);
    }, () => undefined);
    const close = openCountsStream({ api, config, tenantCode, userId }, (next) => {
      pushed = true;
      setCounts(next);
    });
    return () => {
      stopped = true;
      close();
    };
    // Each ticket is asked for with the current token: a refreshed token must not restart the stream.
  }, [api, config, tenantCode, hidden, userId]);

  return counts;
}
