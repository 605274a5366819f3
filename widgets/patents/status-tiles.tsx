import { useTranslation } from 'react-i18next';
import { STATUS_TILES, type StatusTile } from '../../src/common/patents/status-tiles.ts';
import './patents-widgets.css';

export const TILE_LABEL_KEYS: Record<StatusTile, string> = {
  applying: 'patents:tileApplying',
  authorized: 'patents:tileAuthorized',
  effective: 'patents:tileEffective',
  operated: 'patents:tileOperated',
  underreview: 'patents:tileUnderreview',
  expired: 'patents:tileExpired',
  entrustedcase: 'patents:tileEntrustedcase',
};

export interface StatusTilesProps {
  /** Counts per tile; undefined while loading (shown as –). */
  counts?: Partial<Record<StatusTile, number>>;
  active?: StatusTile | null;
  /** Called with the tile chosen, or null when the active tile is clicked again. */
  onSelect: (tile: StatusTile | null) => void;
}

/** The seven statistic tiles (applications, granted, valid, operated, examination, invalid, entrusted). */
export function StatusTiles({ counts, active, onSelect }: StatusTilesProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-tiles" data-testid="status-tiles">
      {STATUS_TILES.map((tile) => (
        <button
          type="button"
          key={tile}
          className={tile === active ? 'pp-tile pp-tile-active' : 'pp-tile'}
          aria-pressed={tile === active}
          onClick={() => onSelect(tile === active ? null : tile)}
          data-testid={`status-tile-${tile}`}
        >
          <span className="pp-tile-count" data-testid={`status-count-${tile}`}>{counts?.[tile] ?? '–'}</span>
          <span className="pp-tile-label" title={t(TILE_LABEL_KEYS[tile])}>{t(TILE_LABEL_KEYS[tile])}</span>
        </button>
      ))}
    </div>
  );
}
