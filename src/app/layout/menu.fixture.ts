import type { MenuItem } from '../api/types.ts';

type Entry = Pick<MenuItem, 'id' | 'name' | 'alias' | 'sn'> & Partial<MenuItem>;

/** A reply entry with the server's defaults for what the fixture does not say. */
function entry({ children = [], ...item }: Entry): MenuItem {
  return {
    code: item.alias, href: null, menuUrl: null, menuIcon: null, path: null, hidden: false, inDevelopment: false, ...item, children,
  };
}

/** A menu tree shaped like getCurrentUserMenu's reply; shared by stories and tests. */
export const menuFixture: MenuItem[] = [
  entry({ id: 1, name: '首页', alias: 'home', path: '/home', sn: 1 }),
  entry({
    id: -2,
    name: '工作台',
    alias: 'workbench',
    path: '/workbench',
    sn: 2,
    children: [
      entry({ id: -21, name: '我的待办', alias: 'todo', path: '/workflow/todo', sn: 1 }),
      entry({ id: -22, name: '我的申请', alias: 'request', path: '/workflow/request', sn: 2 }),
    ],
  }),
  entry({ id: 3, name: '专利检索', alias: 'search', path: '/zlk1/template/preview/bxzlk', sn: 3 }),
  entry({ id: 4, name: '专利统计', alias: 'statistics', path: '/statistics', sn: 4 }),
  entry({ id: -5, name: '审批中心', alias: 'approval', path: '/workflow', sn: 5 }),
  entry({ id: 6, name: '新闻公告', alias: 'news', path: '/news', sn: 6 }),
  entry({ id: 7, name: '邮件', alias: 'mail', path: '/mail', sn: 7 }),
  entry({ id: 8, name: '测试页面一', alias: 'test1', path: '/test1', sn: 8, inDevelopment: true }),
  entry({ id: 9, name: '专利运营', alias: 'operation', path: '/operation', sn: 9 }),
  entry({ id: 10, name: '隐藏菜单', alias: 'hidden', path: '/hidden', sn: 10, hidden: true }),
  entry({ id: 11, name: '外部系统', alias: 'external', href: 'https://example.org/portal', sn: 11 }),
  entry({ id: 12, name: '系统管理', alias: 'admin', path: '/admin', sn: 12 }),
];
