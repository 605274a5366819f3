import { useEffect, useRef } from 'react';
import { IdleTimer, storageActivity } from './idle-timer.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleLogoutOptions {
  enabled: boolean;
  timeoutMs: number;
  checkMs: number;
  onTimeout: () => void;
}

/** Calls `onTimeout` once when no tab of this browser has seen activity for `timeoutMs`. */
export function useIdleLogout({ enabled, timeoutMs, checkMs, onTimeout }: IdleLogoutOptions): void {
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;
  useEffect(() => {
    if (!enabled) return;
    const timer = new IdleTimer(timeoutMs, Date.now(), storageActivity(window.localStorage));
    const touch = () => timer.touch(Date.now());
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, touch, { passive: true, capture: true });
    const interval = window.setInterval(() => {
      if (!timer.isExpired(Date.now())) return;
      window.clearInterval(interval);
      onTimeoutRef.current();
    }, checkMs);
    return () => {
      window.clearInterval(interval);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, touch, { capture: true });
    };
  }, [enabled, timeoutMs, checkMs]);
}
