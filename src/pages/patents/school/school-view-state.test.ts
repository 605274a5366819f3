import { describe, expect, it } from 'vitest';
import { initialSchoolView, libraryTypeOf, schoolTabs, schoolViewReducer } from './school-view-state.ts';

describe('school patent list state', () => {
  it('offers the campus tab only to school libraries', () => {
    expect(schoolTabs('bx')).toEqual(['campus', 'department', 'subject', 'inventor']);
    expect(schoolTabs('jg')).toEqual(['department', 'subject', 'inventor']);
    expect(libraryTypeOf('university')).toBe('bx');
    expect(libraryTypeOf('enterprise')).toBe('jg');
    expect(libraryTypeOf('research')).toBe('jg');
  });

  it('switching a tab resets the chart to application and the list view', () => {
    let state = initialSchoolView('bx');
    state = schoolViewReducer(state, { type: 'view', view: 'chart' });
    state = schoolViewReducer(state, { type: 'measure', measure: 'effective' });
    expect(state).toEqual({ tab: 'campus', view: 'chart', measure: 'effective' });
    expect(schoolViewReducer(state, { type: 'tab', tab: 'inventor' })).toEqual({ tab: 'inventor', view: 'list', measure: 'application' });
  });

  it('choosing the tab already open changes nothing', () => {
    const state = { tab: 'subject' as const, view: 'chart' as const, measure: 'authorize' as const };
    expect(schoolViewReducer(state, { type: 'tab', tab: 'subject' })).toBe(state);
  });
});
