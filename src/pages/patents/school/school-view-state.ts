/** The tabs of the school patent list; campus only for school libraries (type bx). */
export const SCHOOL_TABS = ['campus', 'department', 'subject', 'inventor'] as const;
export type SchoolTab = (typeof SCHOOL_TABS)[number];
export const CHART_MEASURES = ['application', 'authorize', 'effective'] as const;
export type ChartMeasure = (typeof CHART_MEASURES)[number];
export type SchoolView = 'list' | 'chart';

export interface SchoolViewState {
  tab: SchoolTab;
  view: SchoolView;
  measure: ChartMeasure;
}

export type SchoolViewAction = { type: 'tab'; tab: SchoolTab } | { type: 'view'; view: SchoolView } | { type: 'measure'; measure: ChartMeasure };

/** Switching a tab resets the chart to application and the sub-tab to the list (spec section 2). */
export function schoolViewReducer(state: SchoolViewState, action: SchoolViewAction): SchoolViewState {
  switch (action.type) {
    case 'tab':
      return action.tab === state.tab ? state : { tab: action.tab, view: 'list', measure: 'application' };
    case 'view':
      return { ...state, view: action.view };
    case 'measure':
      return { ...state, measure: action.measure };
  }
}

/** Tabs shown for a library type: `bx` (school) has the campus tab, `jg` (enterprise, institute) has not. */
export function schoolTabs(libraryType: 'bx' | 'jg'): SchoolTab[] {
  return libraryType === 'bx' ? [...SCHOOL_TABS] : SCHOOL_TABS.filter((tab) => tab !== 'campus');
}

/** Enterprise and research tenants use the institution library (spec: search target). */
export function libraryTypeOf(typeCode: string | undefined): 'bx' | 'jg' {
  return typeCode === 'enterprise' || typeCode === 'research' ? 'jg' : 'bx';
}

export function initialSchoolView(libraryType: 'bx' | 'jg'): SchoolViewState {
  return { tab: schoolTabs(libraryType)[0]!, view: 'list', measure: 'application' };
}
