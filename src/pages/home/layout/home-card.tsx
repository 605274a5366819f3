import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import useSWR from 'swr';
import { Badge, Button, Card, Dropdown, Menu, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconMore, IconRefresh } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import { useServices } from '../../../app/shell/services.tsx';
import type { FirstCardData } from '../../../app/api/home-layout.ts';
import { DefinitionBoundary } from '../../../engine/registry/definition-boundary.tsx';
import { HomeColumnCard } from '../column/home-column-card.tsx';
import { loadServiceColumn, readReply, type CardData } from './card-source.ts';
import { cardKindOf, type CardKind } from './kinds/index.ts';

/** Rows the more-dialog asks for. */
const MORE_ROWS = 20;
const noLiveKey = () => undefined;

/** A failed column: its error text, in red, inside the card (workflow-office.md "error catalogue"). */
export function CardError({ message }: { message: string }) {
  return <div className="pp-home-card-error" role="alert" data-testid="home-card-error">{message}</div>;
}

export function useColumnTitle(column: ColumnDefinition): string {
  const { t, i18n } = useTranslation('engine');
  return resolveLabel(column.name, i18n.language as Language, (key) => (i18n.exists(key) ? t(key) : undefined)) || column.alias;
}

/** The card's data from the reply the column batch brought (its own status: a failure shows in the card). */
function fromFirst(first: FirstCardData, loadFailed: string): CardData {
  const envelope = (typeof first.body === 'object' && first.body !== null ? first.body : {}) as { state?: unknown; message?: unknown };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (first.status >= 500) throw new Error(message || loadFailed);
  if (first.status >= 300) throw new Error(message || `HTTP ${first.status}`);
  if (envelope.state === false) throw new Error(message || loadFailed);
  return readReply(first.body);
}

/**
 * A column's data: static rows (dataParam) or its service called; template, query and chart-definition columns load
 * their own. The first read takes the data the column batch brought along (`first`), if any, instead of calling.
 */
function useCardData(column: ColumnDefinition, kind: CardKind, pageSize: number | undefined, key: unknown[], first?: FirstCardData) {
  const { api } = useServices();
  const { t, i18n } = useTranslation('engine');
  const primed = useRef(first);
  return useSWR(['homeCard', column.alias, i18n.language, pageSize, ...key], async (): Promise<CardData> => {
    const brought = primed.current;
    primed.current = undefined;
    if (brought) return fromFirst(brought, t('column.loadFailed'));
    if (column.dataMode === 'static') return readReply(column.dataParam ?? []);
    if (column.dataMode !== 'service') throw new Error(t('column.noSource', { field: 'colUrl' }));
    return loadServiceColumn(api, column, pageSize, (url) => (url ? t('column.badServiceUrl', { url }) : t('column.noSource', { field: 'colUrl' })), kind.params?.());
  }, { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true });
}

export interface HomeCardProps {
  column: ColumnDefinition;
  /** The card's first data, brought by the column batch (the card then makes no call of its own at load). */
  firstData?: FirstCardData;
  /** The grid cell's placement. */
  style?: CSSProperties;
}

/** A column in the home grid: its kind's card, or the generic column card for list, html and chart-definition columns. */
export function HomeCard({ column, style, firstData }: HomeCardProps) {
  const kind = cardKindOf(column);
  if (!kind) {
    return <div className="pp-home-cell" style={style} data-testid="home-cell" data-alias={column.alias}><HomeColumnCard column={column} /></div>;
  }
  return <KindCard column={column} kind={kind} style={style} firstData={firstData} />;
}

function KindCard({ column, kind, style, firstData }: { column: ColumnDefinition; kind: CardKind; style?: CSSProperties; firstData?: FirstCardData }) {
  const { t } = useTranslation('engine');
  const navigate = useNavigate();
  const title = useColumnTitle(column);
  const [generation, setGeneration] = useState(0);
  const [more, setMore] = useState(false);
  // A pushed value the card already shows (its badge: the to-do total it read) reads nothing again; another one does.
  const pushed = (kind.useLiveKey ?? noLiveKey)();
  const live = useRef<unknown>(undefined);
  const shown = useRef<unknown>(undefined);
  if (pushed !== undefined && pushed !== live.current && pushed !== shown.current) live.current = pushed;
  const pageSize = kind.pageSize ? kind.pageSize(column, generation > 0) : column.pageSize;
  const data = useCardData(column, kind, pageSize, [generation, live.current], firstData);
  shown.current = data.data ? kind.badge?.(data.data) : undefined;
  const empty = data.data !== undefined && (kind.empty ?? ((d: CardData) => d.rows.length === 0))(data.data, column);
  // A column whose source has nothing hides, cell and all.
  if (empty && !data.error) return null;

  const cell = (children: ReactNode) => (
    <div className="pp-home-cell" style={style} data-testid="home-cell" data-alias={column.alias} data-col-type={column.colType} data-generation={generation}>{children}</div>
  );
  const body = data.error ? <CardError message={(data.error as Error).message || t('column.loadFailed')} />
    : !data.data ? <Spin loading style={{ display: 'block', margin: '32px auto' }} />
      : <DefinitionBoundary what={`column ${column.alias}`}><kind.View column={column} data={data.data} place="card" /></DefinitionBoundary>;
  if (kind.bare) return cell(data.error ? <Card title={title}>{body}</Card> : body);

  const hasMore = kind.hasMore ? kind.hasMore(column) : Boolean(column.moreUrl) || column.needPage !== false;
  const refresh = () => setGeneration((g) => g + 1);
  const badge = data.data && kind.badge?.(data.data);
  const extra = kind.headerButtons ? (
    <span className="pp-home-card-buttons">
      <Button type="text" size="mini" icon={<IconRefresh />} onClick={refresh} aria-label={t('column.refresh')} data-testid="home-card-refresh" />
      {hasMore ? <Button type="text" size="mini" onClick={() => setMore(true)} data-testid="home-card-more">{t('column.more')}</Button> : null}
    </span>
  ) : (
    <Dropdown trigger="click" position="br" droplist={(
      <Menu onClickMenuItem={(key) => (key === 'refresh' ? refresh() : setMore(true))}>
        {hasMore ? <Menu.Item key="more" data-testid="home-card-more">{t('column.more')}</Menu.Item> : null}
        <Menu.Item key="refresh" data-testid="home-card-refresh">{t('column.refresh')}</Menu.Item>
      </Menu>
    )}>
      <Button type="text" size="mini" icon={<IconMore />} aria-label={t('column.menu')} data-testid="home-card-menu" />
    </Dropdown>
  );
  return cell(
    <Card className="pp-home-card" size="small" title={(
      <span className="pp-home-card-title">
        <span data-testid="home-card-title">{title}</span>
        {badge ? <Badge count={badge} maxCount={99} className="pp-home-card-badge" data-testid="home-card-badge" /> : null}
      </span>
    )} extra={extra} data-testid="home-card">
      <div className="pp-home-card-body" style={column.colHeight ? { minHeight: Math.min(column.colHeight, 420) } : undefined}>{body}</div>
      {more ? (
        <Modal title={title} visible style={{ width: '70%' }} onCancel={() => setMore(false)} unmountOnExit data-testid="home-more-dialog"
          footer={column.moreUrl ? <Button type="primary" onClick={() => navigate(column.moreUrl!)} data-testid="home-more-open">{t('column.openPage')}</Button> : null}>
          <MoreBody column={column} kind={kind} />
        </Modal>
      ) : null}
    </Card>,
  );
}

/** The more-dialog's body: the kind's view of more rows. */
function MoreBody({ column, kind }: { column: ColumnDefinition; kind: CardKind }) {
  const { t } = useTranslation('engine');
  const data = useCardData(column, kind, MORE_ROWS, ['more']);
  if (data.error) return <CardError message={(data.error as Error).message || t('column.loadFailed')} />;
  if (!data.data) return <Spin loading style={{ display: 'block', margin: '32px auto' }} />;
  return <kind.View column={column} data={data.data} place="more" />;
}
