import { useEffect, useRef } from 'react';
import { useFlowCountsValue } from '../../../app/workflow/flow-counts-context.tsx';
import { useFlowChanged } from '../../../app/shell/use-flow-changed.ts';

/**
 * Calls `refresh` when a process popup reports a change, when the window gets the focus back (a popup was
 * closed) and when a pushed counter changes (someone else acted).
 */
export function useListRefresh(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const counts = useFlowCountsValue();
  const signature = counts ? JSON.stringify(counts) : null;
  const previous = useRef(signature);
  useFlowChanged(() => latest.current());

  useEffect(() => {
    const onFocus = () => latest.current();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  useEffect(() => {
    // The first counts (null -> value) are no change; the list was just read.
    if (previous.current !== null && signature !== null && signature !== previous.current) latest.current();
    previous.current = signature ?? previous.current;
  }, [signature]);
}
