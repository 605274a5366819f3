import type { WorkbenchPosition } from '../../../app/api/home.ts';

export interface Box {
  width: number;
  height: number;
}

/** Gap kept between the workbench and the viewport's edges. */
export const EDGE = 8;
/** Where the workbench first floats: near the right edge, below the header and menu. */
export const DEFAULT_TOP = 132;

/** The default spot: the right edge of the viewport, below the header. */
export function defaultPosition(viewport: Box, panel: Box): WorkbenchPosition {
  return clampPosition({ x: viewport.width - panel.width - 24, y: DEFAULT_TOP }, viewport, panel);
}

/** Keeps the whole panel inside the viewport (a spot remembered on a wider screen is pulled back in). */
export function clampPosition(position: WorkbenchPosition, viewport: Box, panel: Box): WorkbenchPosition {
  const maxX = Math.max(EDGE, viewport.width - panel.width - EDGE);
  const maxY = Math.max(EDGE, viewport.height - Math.min(panel.height, 48) - EDGE);
  return {
    x: Math.round(Math.min(Math.max(position.x, EDGE), maxX)),
    y: Math.round(Math.min(Math.max(position.y, EDGE), maxY)),
  };
}
