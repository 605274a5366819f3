import { useEffect, useRef } from 'react';
import type { ListRefresher } from '../../../engine/list/extensions/types.ts';
import { useFlowCountsValue } from '../flow-counts-context.tsx';
import { useFlowChanged } from '../../shell/use-flow-changed.ts';

/** `counters`: reads the list again when a pushed counter moves (someone else acted); the first counts are no change. */
const Counters: ListRefresher = ({ onRefresh }) => {
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  const counts = useFlowCountsValue();
  const signature = counts ? JSON.stringify(counts) : null;
  const previous = useRef(signature);
  useEffect(() => {
    if (previous.current !== null && signature !== null && signature !== previous.current) latest.current();
    previous.current = signature ?? previous.current;
  }, [signature]);
  return null;
};

/** `popups`: reads the list again when a process popup reports a change, and when the window gets the focus back (a popup closed). */
const Popups: ListRefresher = ({ onRefresh }) => {
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  useFlowChanged(() => latest.current());
  useEffect(() => {
    const onFocus = () => latest.current();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
  return null;
};

export const workflowRefreshers: Record<string, ListRefresher> = { counters: Counters, popups: Popups };
