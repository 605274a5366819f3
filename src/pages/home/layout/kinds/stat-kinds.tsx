import { useMemo, useReducer, useState } from 'react';
import { Radio, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useTranslation } from 'react-i18next';
import { useTenantCode } from '../../../../app/shell/services.tsx';
import { useTenant } from '../../../../app/shell/data-hooks.ts';
import { ChartWidget } from '../../../../../widgets/chart/chart-widget.tsx';
import type { ChartDatum } from '../../../../../widgets/chart/chart-types.ts';
import { CHART_MEASURES, initialSchoolView, libraryTypeOf, schoolTabs, schoolViewReducer, type SchoolTab } from '../../../patents/school/school-view-state.ts';
import { useSchoolChart } from '../../../patents/school/use-school-stats.ts';
import { SchoolStatList } from '../../../patents/school/school-stat-list.tsx';
import { SchoolChart } from '../../../patents/school/school-chart.tsx';
import { field } from '../card-source.ts';
import type { CardKind, KindViewProps } from './card-kind.ts';

const TAB_KEYS: Record<SchoolTab, string> = { campus: 'tabCampus', department: 'tabDepartment', subject: 'tabSubject', inventor: 'tabInventor' };
const MEASURE_KEYS = { application: 'chartApplication', authorize: 'chartAuthorize', effective: 'chartEffective' } as const;

/** Inventors and institutions: the first rows of each, and the more-dialog with every one (paged by the server). */
function RankingView() {
  const { t } = useTranslation('patents');
  const [tab, setTab] = useState<'inventor' | 'department'>('inventor');
  return (
    <div data-testid="home-ranking">
      <Tabs size="small" activeTab={tab} onChange={(key) => setTab(key as 'inventor' | 'department')}>
        <Tabs.TabPane key="inventor" title={<span data-testid="home-ranking-inventor">{t('tabInventor')}</span>} />
        <Tabs.TabPane key="department" title={<span data-testid="home-ranking-department">{t('tabDepartment')}</span>} />
      </Tabs>
      <SchoolStatList key={tab} level={tab} title={t(TAB_KEYS[tab])} />
    </div>
  );
}

export const rankingKind: CardKind = { View: RankingView, hasMore: () => false };

/** The department pie: the reply's records summed by name (labels wrap at 10 characters); 暂无信息 when empty. */
function PieView({ column, data }: KindViewProps) {
  const points = useMemo(() => {
    const sums = new Map<string, number>();
    for (const row of data.rows) {
      const name = String(field(column, row, 'x', ['name', 'x']) ?? '');
      sums.set(name, (sums.get(name) ?? 0) + Number(field(column, row, 'y', ['value', 'y']) ?? 0));
    }
    return [...sums].map(([x, y]): ChartDatum => ({ x, y })).sort((a, b) => b.y - a.y);
  }, [column, data.rows]);
  return (
    <div data-testid="home-pie" data-points={points.length}>
      <ChartWidget definition={{ chartType: 'pie', height: (column.colHeight ?? 300) - 20 }} data={points} modeSwitch={false} />
    </div>
  );
}

// The spec shows 暂无信息 in an empty pie rather than hiding it.
export const pieKind: CardKind = { View: PieView, empty: () => false, hasMore: () => false };

/**
 * The patent list: campus (schools only), department, research group and inventor tabs, each with list and chart
 * sub-tabs; the chart's radios are application, authorize, effective. A new tab goes back to the list and application.
 */
function PatentListView() {
  const { t } = useTranslation('patents');
  const { data: tenant } = useTenant(useTenantCode());
  const libraryType = libraryTypeOf(tenant?.typeCode);
  const tabs = schoolTabs(libraryType);
  const [state, dispatch] = useReducer(schoolViewReducer, libraryType, initialSchoolView);
  const tab = tabs.includes(state.tab) ? state.tab : tabs[0]!;
  const chart = useSchoolChart(tab, state.measure, state.view === 'chart');
  return (
    <div data-testid="home-patent-list">
      <Tabs size="small" activeTab={tab} onChange={(key) => dispatch({ type: 'tab', tab: key as SchoolTab })}>
        {tabs.map((key) => <Tabs.TabPane key={key} title={<span data-testid={`home-patents-tab-${key}`}>{t(TAB_KEYS[key])}</span>} />)}
      </Tabs>
      <div className="pp-home-patent-toolbar">
        <Radio.Group type="button" size="small" value={state.view} onChange={(view) => dispatch({ type: 'view', view })}>
          <Radio value="list" data-testid="home-patents-list">{t('viewList')}</Radio>
          <Radio value="chart" data-testid="home-patents-chart">{t('viewChart')}</Radio>
        </Radio.Group>
        {state.view === 'chart' ? (
          <Radio.Group size="small" value={state.measure} onChange={(measure) => dispatch({ type: 'measure', measure })}>
            {CHART_MEASURES.map((m) => <Radio key={m} value={m} data-testid={`home-patents-measure-${m}`}>{t(MEASURE_KEYS[m])}</Radio>)}
          </Radio.Group>
        ) : null}
      </div>
      {state.view === 'list'
        ? <SchoolStatList key={tab} level={tab} title={t(TAB_KEYS[tab])} />
        : <SchoolChart data={chart.data} loading={chart.loading} testId={`home-patents-chart-${tab}`} />}
    </div>
  );
}

export const patentListKind: CardKind = { View: PatentListView, empty: () => false, hasMore: () => false };
