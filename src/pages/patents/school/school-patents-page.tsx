import { useReducer } from 'react';
import { Card, Radio, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { useTenantCode } from '../../../app/shell/services.tsx';
import { useTenant } from '../../../app/shell/data-hooks.ts';
import { CHART_MEASURES, initialSchoolView, libraryTypeOf, schoolTabs, schoolViewReducer, type SchoolTab } from './school-view-state.ts';
import { useSchoolChart } from './use-school-stats.ts';
import { SchoolStatList } from './school-stat-list.tsx';
import { SchoolChart } from './school-chart.tsx';
import '../patents.css';

const TAB_KEYS: Record<SchoolTab, string> = { campus: 'tabCampus', department: 'tabDepartment', subject: 'tabSubject', inventor: 'tabInventor' };
const MEASURE_KEYS = { application: 'chartApplication', authorize: 'chartAuthorize', effective: 'chartEffective' } as const;

/**
 * School patent statistics (`/univ`): campus (school libraries only), department, research group and inventor
 * tabs, each with a list and a chart. The server shows leaders and administrators the campus / institution view
 * and others their own department.
 */
export function SchoolPatentsPage() {
  const { t } = useTranslation('patents');
  const { data: tenant } = useTenant(useTenantCode());
  const libraryType = libraryTypeOf(tenant?.typeCode);
  const tabs = schoolTabs(libraryType);
  const [state, dispatch] = useReducer(schoolViewReducer, libraryType, initialSchoolView);
  const tab = tabs.includes(state.tab) ? state.tab : tabs[0]!;
  const chart = useSchoolChart(tab, state.measure, state.view === 'chart');
  const scope = chart.scope;

  return (
    <div className="pp-page" data-testid="school-patents-page" data-library-type={libraryType}>
      <Card bordered={false} title={t('schoolTitle')}>
        <Tabs activeTab={tab} onChange={(key) => dispatch({ type: 'tab', tab: key as SchoolTab })}>
          {tabs.map((key) => <Tabs.TabPane key={key} title={<span data-testid={`school-tab-${key}`}>{t(TAB_KEYS[key])}</span>} />)}
        </Tabs>
        <div className="pp-school-toolbar">
          <Radio.Group type="button" value={state.view} onChange={(view) => dispatch({ type: 'view', view })}>
            <Radio value="list" data-testid="school-view-list">{t('viewList')}</Radio>
            <Radio value="chart" data-testid="school-view-chart">{t('viewChart')}</Radio>
          </Radio.Group>
          {state.view === 'chart' ? (
            <span className="pp-school-measures">
              {scope ? (
                <Tag color={scope.view === 'campus' ? 'arcoblue' : 'green'} data-testid="school-scope" data-scope={scope.view}>
                  {scope.view === 'campus' ? t('campusView') : scope.orgName}
                </Tag>
              ) : null}
              <Radio.Group value={state.measure} onChange={(measure) => dispatch({ type: 'measure', measure })} data-testid="school-measure">
                {CHART_MEASURES.map((measure) => (
                  <Radio key={measure} value={measure} data-testid={`school-measure-${measure}`}>{t(MEASURE_KEYS[measure])}</Radio>
                ))}
              </Radio.Group>
            </span>
          ) : null}
        </div>
        {state.view === 'list'
          ? <SchoolStatList key={tab} level={tab} title={t(TAB_KEYS[tab])} />
          : <SchoolChart data={chart.data} loading={chart.loading} testId={`school-chart-${tab}`} />}
      </Card>
    </div>
  );
}

export default SchoolPatentsPage;
