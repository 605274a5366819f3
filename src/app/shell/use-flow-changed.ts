import { useEffect, useRef } from 'react';
import { isFlowChangedMessage } from './open-window.ts';

/** Calls `onChange` whenever a process popup of ours reports a change (while `active`). */
export function useFlowChanged(onChange: () => void, active = true): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!active) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (isFlowChangedMessage(event)) latest.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active]);
}
