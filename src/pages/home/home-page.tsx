import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useTenantCode } from '../../app/shell/services.tsx';
import { usePlatformTitle, useTenant } from '../../app/shell/data-hooks.ts';
import { getHomeSummary, saveWorkbenchPosition, type HomeSummary, type WorkbenchPosition } from '../../app/api/home.ts';
import { requestBatching } from '../../app/api/request-batching.ts';
import { FlowCountsValue } from '../../app/workflow/flow-counts-context.tsx';
import { tenantName } from '../../app/api/tenant.ts';
import { bannerSearchShown } from '../../common/home/workbench-rules.ts';
import { StatusTiles } from '../../../widgets/patents/status-tiles.tsx';
import { HomeBanner } from './home-banner.tsx';
import { HomeFooter } from './home-footer.tsx';
import { HomeColumnsGrid, MY_LAYOUT_KEY } from './layout/home-columns-grid.tsx';
import { getMyLayout } from '../../app/api/home-layout.ts';
import { searchTarget, tileTarget } from './home-search-target.ts';
import { FloatingWorkbench } from './workbench/floating-workbench.tsx';
import { useLiveTodo } from './workbench/use-live-todo.ts';
import './home.css';

/**
 * The home page ('/home', '/home/{tenant}'; a `?token=&refresh_token=` hand-off is signed in by the shell first):
 * banner with the keyword search, the seven statistic tiles, the floating workbench, the stored layout's columns
 * (HomeColumnsGrid, one batched read of definitions and data) and the footer. Tiles and workbench (with the first
 * to-do and unread-message counts) come in one read (home summary); the counters are then pushed by the tab's
 * counters stream. What the page reads as it loads travels in batches (request-batching.ts).
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const current = useSession();
  const navigate = useNavigate();
  const tenantCode = useTenantCode();
  const { data: tenant } = useTenant(tenantCode);
  const platformTitle = usePlatformTitle(tenantCode);
  const isVisitor = current?.user.isVisitor ?? true;
  const userId = current?.user.userId;
  // What the home reads as it loads (cards, their lists, trees and charts) travels in a few batches, until the user acts.
  const [endBatching] = useState(() => requestBatching.begin());
  useEffect(() => endBatching, [endBatching]);

  const summary = useSWR(current ? ['homeSummary', userId] : null, () => getHomeSummary(api), { revalidateOnFocus: false });
  // The grid's layout is read with the summary (the same batch), not after it.
  useSWR(current ? [MY_LAYOUT_KEY] : null, () => getMyLayout(api), { revalidateOnFocus: false, shouldRetryOnError: false });
  const workbench = summary.data?.workbench ?? null;
  const { todo, counts } = useLiveTodo(workbench);
  // 未读消息 counts and leads to the unread messages (the spec's wdxx view); mail has its own counter in the header.
  // Until the stream's first event: the count the summary brought (no read of its own).

  const { mutate } = summary;
  const onMove = useCallback((position: WorkbenchPosition) => {
    void mutate((data: HomeSummary | undefined) => (data?.workbench ? { ...data, workbench: { ...data.workbench, position } } : data), { revalidate: false });
    saveWorkbenchPosition(api, position).catch(() => Message.warning(t('home:positionNotSaved')));
  }, [api, mutate, t]);

  const name = tenantName(tenant, i18n.language);
  return (
    <div className={['pp-home', isVisitor ? 'pp-home-visitor' : '', workbench ? 'pp-home-with-workbench' : ''].filter(Boolean).join(' ')} data-testid="home-page" data-visitor={isVisitor}>
      <HomeBanner
        title={platformTitle ?? ''}
        visitor={isVisitor}
        search={bannerSearchShown(current?.user.roles ?? [])}
        onSearch={(keyword) => navigate(searchTarget(tenant?.typeCode, keyword))}
      />
      <section className="pp-home-tiles" aria-label={t('home:tilesTitle')} data-testid="home-tiles">
        <StatusTiles counts={summary.data?.tiles} onSelect={(tile) => tile && navigate(tileTarget(tile))} />
      </section>
      {/* Drawn once the summary says whether the workbench streams the counters: the columns' to-do card then
          follows that stream instead of opening a second one (else the grid opens its own, if any). */}
      {!summary.data && !summary.error ? null : workbench?.counters ? (
        <FlowCountsValue value={counts}>
          <HomeColumnsGrid />
        </FlowCountsValue>
      ) : (
        <HomeColumnsGrid />
      )}
      <HomeFooter name={platformTitle || name || t('common:appName')} />
      {workbench ? (
        <FloatingWorkbench
          todoEntry={workbench.todoEntry}
          counters={workbench.counters ? { todo, messages: counts?.unreadBy?.messages ?? workbench.unreadMessages ?? null } : null}
          position={workbench.position}
          onMove={onMove}
        />
      ) : null}
    </div>
  );
}

export default HomePage;
