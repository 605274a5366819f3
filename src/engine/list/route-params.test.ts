import { describe, expect, it } from 'vitest';
import { BadRouteParameters, isSingle, parseParameterQuerys } from './route-params.ts';
import { fillRowUrl, formPath, groupOf } from './list-paths.ts';
import { menuTrail } from './menu-trail.ts';
import { appContentTarget } from '../app-content/app-content-target.ts';
import type { MenuItem } from '../../common/api/system.ts';

describe('template route parameters', () => {
  it('reads parameterqQuerys as a condition list, a field map or field=value pairs', () => {
    expect(parseParameterQuerys('[{"property":"type","value":"invent"}]')).toEqual([{ property: 'type', value: 'invent' }]);
    expect(parseParameterQuerys('{"type":"invent","college":[11,12]}')).toEqual([
      { property: 'type', operation: 'EQUAL', value: 'invent' },
      { property: 'college', operation: 'IN', value: [11, 12] },
    ]);
    expect(parseParameterQuerys('type=invent&college=11&college=12')).toEqual([
      { property: 'type', operation: 'EQUAL', value: 'invent' },
      { property: 'college', operation: 'IN', value: ['11', '12'] },
    ]);
    expect(parseParameterQuerys(undefined)).toEqual([]);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseParameterQuerys('{broken')).toThrow(BadRouteParameters);
    expect(() => parseParameterQuerys('[{"value":1}]')).toThrow(BadRouteParameters);
    expect(() => parseParameterQuerys('drop table=1')).toThrow(BadRouteParameters);
  });

  it('knows the single flag', () => {
    expect([isSingle('1'), isSingle('true'), isSingle('0'), isSingle(undefined)]).toEqual([true, true, false, false]);
  });

  it('keeps add / edit / detail in the route group of the list', () => {
    expect(groupOf('/zlk1/template/preview/jgzlk')).toBe('zlk1');
    expect(groupOf('/workbench/querySql/queryView/wdzl/wdzl')).toBe('workbench');
    expect(groupOf('/appContent')).toBe('statement');
    expect(formPath('zlk1', 'jgzlk', 'get', 'a b')).toBe('/zlk1/template/form/jgzlk/get?id=a%20b');
    expect(formPath('statement', 'patentApplyList', 'add')).toBe('/statement/template/form/patentApplyList/add');
    expect(fillRowUrl('/news/${id}?t=${title}', { id: 7, title: '专利' })).toBe('/news/7?t=%E4%B8%93%E5%88%A9');
  });
});

describe('menu trail', () => {
  const item = (id: number, alias: string, path: string | null, children: MenuItem[] = []): MenuItem => ({
    id, name: alias, alias, code: alias, href: null, menuUrl: path, menuIcon: null, path, sn: id, hidden: false, inDevelopment: false, children,
  });
  const menu = [item(1, 'zlgl', null, [item(2, 'zlgl-agency', '/zlgl/template/preview/dlzlbd'), item(3, 'zlgl-apply', '/zlgl/querySql/queryView/zlsq/zlsq')])];

  it('finds the entries down to the page', () => {
    expect(menuTrail(menu, '/zlgl/template/preview/dlzlbd').map((m) => m.alias)).toEqual(['zlgl', 'zlgl-agency']);
    expect(menuTrail(menu, '/other/template/preview/x')).toEqual([]);
  });
});

describe('appContent', () => {
  const target = (query: string) => appContentTarget(new URLSearchParams(query));

  it('opens each type by its parameters', () => {
    expect(target('type=1&id=f1')).toEqual({ kind: 'navigate', to: '/previewForm/f1' });
    expect(target('type=2&key=patentApplyList')).toEqual({ kind: 'template', alias: 'patentApplyList' });
    expect(target('type=3&alias=zlsq&sqlAlias=zlsq')).toEqual({ kind: 'navigate', to: '/statement/querySql/queryView/zlsq/zlsq' });
    expect(target('type=4&id=patentsByType')).toEqual({ kind: 'chart', alias: 'patentsByType' });
    expect(target('type=6&id=patentsByOrg')).toEqual({ kind: 'chart', alias: 'patentsByOrg' });
    expect(target('type=7&path=/newsList/0')).toEqual({ kind: 'navigate', to: '/newsList/0' });
    expect(target('type=7&path=https://example.org/a')).toEqual({ kind: 'frame', src: 'https://example.org/a' });
  });

  it('names what is missing or unknown', () => {
    expect(target('type=3&alias=zlsq')).toEqual({ kind: 'missing', param: 'sqlAlias' });
    expect(target('type=2')).toEqual({ kind: 'missing', param: 'key' });
    expect(target('type=5&id=1')).toEqual({ kind: 'unknown', type: '5' });
  });
});
