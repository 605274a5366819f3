import { isStatusTile, type StatusTile } from '../../../common/patents/status-tiles.ts';
import { badRequest } from '../../lib/app-error.ts';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The keyword of a searchValue condition (at most 100 characters, as the box takes); empty filters nothing. */
export function keywordValue(value: unknown): string {
  return text(value).slice(0, 100);
}

/** The tile of a status condition: null when empty; 400 badValue when it is not one of the seven. */
export function tileValue(value: unknown): StatusTile | null {
  const tile = text(value);
  if (!tile) return null;
  if (!isStatusTile(tile)) throw badRequest('badValue', { property: 'status' });
  return tile;
}
