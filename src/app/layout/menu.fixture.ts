import type { MenuItem } from '../api/types.ts';

/** A menu tree shaped like getCurrentUserMenu's reply; shared by stories and tests. */
export const menuFixture: MenuItem[] = [
  { id: 1, name: '首页', alias: 'home', path: '/home', sn: 1 },
  {
    id: -2,
    name: '工作台',
    alias: 'workbench',
    path: '/workbench',
    sn: 2,
    children: [
      { id: -21, name: '我的待办', alias: 'todo', path: '/workflow/todo', sn: 1 },
      { id: -22, name: '我的申请', alias: 'request', path: '/workflow/request', sn: 2 },
    ],
  },
  { id: 3, name: '专利检索', alias: 'search', path: '/zlk1/template/preview/bxzlk', sn: 3 },
  { id: 4, name: '专利统计', alias: 'statistics', path: '/statistics', sn: 4 },
  { id: -5, name: '审批中心', alias: 'approval', path: '/workflow', sn: 5 },
  { id: 6, name: '新闻公告', alias: 'news', path: '/news', sn: 6 },
  { id: 7, name: '邮件', alias: 'mail', path: '/mail', sn: 7 },
  { id: 8, name: '测试页面一', alias: 'test1', path: '/test1', sn: 8, inDevelopment: true },
  { id: 9, name: '专利运营', alias: 'operation', path: '/operation', sn: 9 },
  { id: 10, name: '隐藏菜单', alias: 'hidden', path: '/hidden', sn: 10, hidden: true },
  { id: 11, name: '外部系统', alias: 'external', href: 'https://example.org/portal', sn: 11 },
  { id: 12, name: '系统管理', alias: 'admin', path: '/admin', sn: 12 },
];
