import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { WorkbenchPosition } from '../../../app/api/home.ts';
import { clampPosition, defaultPosition, type Box } from './workbench-position.ts';

const viewport = (): Box => ({ width: window.innerWidth, height: window.innerHeight });
const boxOf = (el: HTMLElement | null): Box => ({ width: el?.offsetWidth ?? 240, height: el?.offsetHeight ?? 400 });

/**
 * Drags the floating panel by its handle (pointer events: mouse, pen and touch) and keeps it inside the viewport.
 * `saved` is where the user last dropped it (null: never); `onDrop` is called once per drag that moved it.
 */
export function useWorkbenchDrag(panel: RefObject<HTMLElement | null>, saved: WorkbenchPosition | null, onDrop: (position: WorkbenchPosition) => void) {
  const [position, setPosition] = useState<WorkbenchPosition | null>(null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number; startX: number; startY: number; moved: boolean } | null>(null);
  const current = useRef<WorkbenchPosition | null>(null);
  current.current = position;

  // The remembered spot (or the default one) once the panel's size is known, and after every window resize.
  useEffect(() => {
    const place = () => {
      const box = boxOf(panel.current);
      setPosition((now) => clampPosition(now ?? saved ?? defaultPosition(viewport(), box), viewport(), box));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [panel, saved]);

  // A position saved elsewhere (another browser) arriving with a fresh summary moves the panel there.
  useEffect(() => {
    if (saved && !drag.current) setPosition(clampPosition(saved, viewport(), boxOf(panel.current)));
  }, [panel, saved?.x, saved?.y]); // eslint-disable-line react-hooks/exhaustive-deps

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !current.current) return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, dx: event.clientX - current.current.x, dy: event.clientY - current.current.y, startX: event.clientX, startY: event.clientY, moved: false };
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    state.moved = true;
    setPosition(clampPosition({ x: event.clientX - state.dx, y: event.clientY - state.dy }, viewport(), boxOf(panel.current)));
  }, [panel]);

  const onPointerUp = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!state.moved && event.clientX === state.startX && event.clientY === state.startY) return;
    const dropped = clampPosition({ x: event.clientX - state.dx, y: event.clientY - state.dy }, viewport(), boxOf(panel.current));
    setPosition(dropped);
    onDrop(dropped);
  }, [onDrop, panel]);

  return { position, handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
