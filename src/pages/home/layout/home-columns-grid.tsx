import { useMemo, type CSSProperties } from 'react';
import useSWR from 'swr';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { createColumnLoader, getMyLayout, type LayoutItems } from '../../../app/api/home-layout.ts';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { FlowCountsProvider } from '../../../app/workflow/flow-counts-context.tsx';
import { columnVisible } from '../column/home-column-card.tsx';
import { CardError, HomeCard } from './home-card.tsx';
import './home-grid.css';

export const MY_LAYOUT_KEY = 'myHomeLayout';

export interface HomeColumnsGridProps {
  /** Draws every column whatever its displayRights (administrators checking a layout). */
  preview?: boolean;
}

/**
 * A layout item's size on the 12-unit grid (rows are 56 px at least; a taller card makes its rows taller). Items go in
 * reading order (y, then x) and flow densely, so the grid is the stored layout when every card shows and closes up
 * when a card hides (no data, or not the user's to see).
 */
export const placeOf = (item: LayoutItems[number]): CSSProperties => ({
  gridColumn: `span ${item.w}`,
  gridRow: `span ${item.h}`,
});

/**
 * The home page's grid of columns (workflow-office.md "Home page columns"): the caller's own layout, else the
 * tenant's default, else the shipped one; the columns fetched by alias in one batched call. A column the caller may
 * not see is left out (except in a preview), a failing one shows its error in red, one with no data hides.
 */
export function HomeColumnsGrid({ preview = false }: HomeColumnsGridProps) {
  const { api } = useServices();
  const { t } = useTranslation('engine');
  const layout = useSWR([MY_LAYOUT_KEY], () => getMyLayout(api), { revalidateOnFocus: false, shouldRetryOnError: false });
  // One loader per grid: the cells' aliases asked for within the merge window travel together.
  const load = useMemo(() => createColumnLoader(api), [api]);
  if (layout.error) return <CardError message={(layout.error as Error).message || t('home.layoutFailed')} />;
  if (!layout.data) return <Spin loading style={{ display: 'block', margin: '48px auto' }} />;
  const items = [...layout.data.items].sort((a, b) => a.y - b.y || a.x - b.x);
  const grid = (
    <div className="pp-home-grid" data-testid="home-columns-grid" data-source={layout.data.source} data-preview={preview || undefined}>
      {items.map((item) => <GridCell key={item.column} item={item} preview={preview} load={load} />)}
    </div>
  );
  // The to-do card follows the server's pushed counters (a browser without EventSource reads them on refresh only).
  return typeof EventSource === 'undefined' ? grid : <FlowCountsProvider>{grid}</FlowCountsProvider>;
}

function GridCell({ item, preview, load }: { item: LayoutItems[number]; preview: boolean; load: ReturnType<typeof createColumnLoader> }) {
  const { t } = useTranslation('engine');
  const roles = useSession()?.user.roles;
  const style = placeOf(item);
  const found = useSWR(['homeColumn', item.column, preview], () => load(item.column, preview), { revalidateOnFocus: false, shouldRetryOnError: false });
  if (found.error) {
    return <div className="pp-home-cell" style={style} data-testid="home-cell" data-alias={item.column}><CardError message={(found.error as Error).message || t('column.loadFailed')} /></div>;
  }
  if (!found.data) return <div className="pp-home-cell pp-home-cell-loading" style={style}><Spin loading /></div>;
  if (found.data.state === 'missing') {
    return <div className="pp-home-cell" style={style} data-testid="home-cell" data-alias={item.column}><CardError message={t('home.columnMissing', { alias: item.column })} /></div>;
  }
  // The server leaves out what the caller may not see; the browser applies the same rule to what it is given.
  if (found.data.state === 'hidden' || (!preview && !columnVisible(found.data.column, roles ?? []))) return null;
  return <HomeCard column={found.data.column} style={style} firstData={found.data.data} />;
}
