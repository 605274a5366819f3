import type { ComponentType } from 'react';
import { IconApps, IconBook, IconCalendar, IconDesktop, IconEdit, IconFile, IconLink, IconSend, IconStorage } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { STATUS_TILES, type StatusTile } from '../../../../common/patents/status-tiles.ts';
import { TILE_LABEL_KEYS } from '../../../../../widgets/patents/status-tiles.tsx';
import { tileTarget } from '../../home-search-target.ts';
import type { ColumnRow } from '../../column/column-service.ts';
import { readReply } from '../card-source.ts';
import type { CardKind, KindViewProps } from './card-kind.ts';

const ICONS: Record<string, ComponentType<{ className?: string }>> = {
  edit: IconEdit, file: IconFile, bill: IconCalendar, briefcase: IconStorage, chart: IconApps, apps: IconBook, send: IconSend, system: IconDesktop,
};

const labelOf = (row: ColumnRow, language: string) => String((language === 'en-US' && row.titleEn) || row.title || '');

/** Often-used systems: the fixed list of other systems (ERP, knowledge base, CRM, portal, employee self-service), each in a new tab. */
function SystemsView({ data }: KindViewProps) {
  const { i18n } = useTranslation();
  return (
    <div className="pp-home-systems" data-testid="home-systems">
      {data.rows.map((row) => (
        <a key={String(row.id)} className="pp-home-system" href={String(row.url)} target="_blank" rel="noopener noreferrer" data-testid={`home-system-${String(row.id)}`}>
          <IconDesktop className="pp-home-system-icon" />
          <span>{labelOf(row, i18n.language)}</span>
        </a>
      ))}
    </div>
  );
}

/** A grid of shortcuts into the portal (patent drafting, notices, fee bills, agency cases, statistics; or the achievements variant). */
function ShortcutsView({ data }: KindViewProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="pp-home-shortcuts" data-testid="home-shortcuts">
      {data.rows.map((row) => {
        const Icon = ICONS[String(row.icon)] ?? IconLink;
        return (
          <button type="button" key={String(row.id)} className="pp-home-shortcut" onClick={() => navigate(String(row.url))} data-testid={`home-shortcut-${String(row.id)}`}>
            <span className="pp-home-shortcut-icon"><Icon /></span>
            <span className="pp-home-shortcut-label">{labelOf(row, i18n.language)}</span>
          </button>
        );
      })}
    </div>
  );
}

const staticRows = (column: KindViewProps['column']) => readReply(column.dataParam ?? []);

export const systemsKind: CardKind = { View: SystemsView, hasMore: () => false };
export const shortcutKind: CardKind = { View: ShortcutsView, hasMore: () => false };
export { staticRows };

/** The tiles a counter column shows (dataParam.tiles), in the spec's order: applications, grants, effective, operated. */
function tilesOf(column: KindViewProps['column']): StatusTile[] {
  const wanted = (column.dataParam as { tiles?: unknown } | undefined)?.tiles;
  const tiles = Array.isArray(wanted) ? STATUS_TILES.filter((t) => wanted.includes(t)) : [];
  return tiles.length ? tiles : ['applying', 'authorized', 'effective', 'operated'];
}

/** The four counters; each opens the patent library filtered by its status, as the banner's statistic tiles do. */
function CountersView({ column, data }: KindViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = (data.reply ?? {}) as Partial<Record<StatusTile, number>>;
  return (
    <div className="pp-home-counters" data-testid="home-counters">
      {tilesOf(column).map((tile) => (
        <button type="button" key={tile} className={`pp-home-counter pp-home-counter-${tile}`} data-testid={`home-counter-${tile}`}
          onClick={() => navigate(tileTarget(tile))}>
          <span className="pp-home-counter-value" data-testid={`home-counter-value-${tile}`}>{counts[tile] ?? 0}</span>
          <span className="pp-home-counter-label">{t(TILE_LABEL_KEYS[tile])}</span>
        </button>
      ))}
    </div>
  );
}

export const counterKind: CardKind = {
  View: CountersView,
  empty: (data) => typeof data.reply !== 'object' || data.reply === null,
  hasMore: () => false,
};
