import { ROLE } from '../../../common/enums/roles.ts';
import { HOLIDAY_MENU, HOLIDAY_OFFICE_MENU, MAINTENANCE_MENUS } from './demo-maintenance-menus.ts';
import { AGENCY_ADMIN_MENU, AGENCY_MENUS } from './demo-agency-menus.ts';
import { MARKET_MENUS } from './demo-market-menus.ts';

export interface DemoMenu {
  alias: string;
  name: string;
  nameEn: string;
  path?: string;
  icon?: string;
  /** Shown to guests as a normal entry; other entries ask guests to sign in. */
  guest?: boolean;
  /** Unfinished entries only warn 功能正在开发中.... */
  inDevelopment?: boolean;
  hidden?: boolean;
  /** Only these roles see the entry (none: every signed-in user). */
  roles?: string[];
  children?: DemoMenu[];
}

/** The menus of both spec documents (patent library, workflow centre, mail, personal, news). */
export function demoMenus(typeCode: string): DemoMenu[] {
  const library = typeCode === 'enterprise' || typeCode === 'research' ? 'jgzlk' : 'bxzlk';
  return [
    { alias: 'home', name: '首页', nameEn: 'Home', path: '/home', icon: 'home', guest: true },
    { alias: 'zlk1', name: '专利库', nameEn: 'Patent library', icon: 'book', guest: true, children: [
      { alias: 'zlk-search', name: '专利检索', nameEn: 'Patent search', path: `/zlk1/template/preview/${library}`, guest: true },
      { alias: 'zlk-docs', name: '专利文档', nameEn: 'Patent documents', path: '/zlk1/template/preview/zlwd' },
      { alias: 'zlk-school', name: '校内专利', nameEn: 'Institution patents', path: '/univ' },
    ] },
    { alias: 'zlgl', name: '专利管理', nameEn: 'Patent management', icon: 'file', children: [
      { alias: 'zlgl-apply', name: '专利申请', nameEn: 'Patent applications', path: '/zlgl/querySql/queryView/zlsq/zlsq' },
      { alias: 'zlgl-fee', name: '缴费期限', nameEn: 'Fee deadlines', path: '/zlgl/querySql/queryView/jfqx/jfqx' },
      { alias: 'zlgl-agency', name: '代理专利', nameEn: 'Agency cases', path: '/zlgl/template/preview/dlzlbd' },
      ...AGENCY_MENUS,
      AGENCY_ADMIN_MENU,
      ...MAINTENANCE_MENUS,
      HOLIDAY_OFFICE_MENU,
    ] },
    { alias: 'zlyy', name: '专利运营', nameEn: 'Patent operation', icon: 'bar-chart', children: MARKET_MENUS },
    { alias: 'tjfx', name: '统计分析', nameEn: 'Statistics', icon: 'chart', path: '/tjfx/href/template/zltj' },
    { alias: 'v-flow', name: '流程中心', nameEn: 'Workflow centre', icon: 'branch', children: [
      { alias: 'v-todo', name: '待办事项', nameEn: 'To-do', path: '/v-flow/v-todo' },
      { alias: 'v-leader', name: '领导待办', nameEn: "Leaders' to-do", path: '/v-flow/v-leader' },
      { alias: 'v-done', name: '已办事项', nameEn: 'Done', path: '/v-flow/v-done' },
      { alias: 'v-request', name: '我的请求', nameEn: 'My requests', path: '/v-flow/v-request' },
      { alias: 'v-flowList', name: '发起流程', nameEn: 'Start a flow', path: '/v-flow/v-flowList' },
      { alias: 'v-todoRead', name: '待阅事项', nameEn: 'To read', path: '/v-flow/v-todoRead' },
      { alias: 'v-doneRead', name: '已阅事项', nameEn: 'Read', path: '/v-flow/v-doneRead' },
      { alias: 'v-myRead', name: '我的传阅', nameEn: 'My circulations', path: '/v-flow/v-myRead' },
      { alias: 'v-myDelegate', name: '我的委托', nameEn: 'My delegations', path: '/v-flow/v-myDelegate' },
    ] },
    { alias: 'v-mail', name: '邮件', nameEn: 'Mail', icon: 'email', children: [
      { alias: 'v-mailList', name: '我的邮件', nameEn: 'My mail', path: '/v-mail/v-mailList' },
      { alias: 'v-linkmanList', name: '联系人', nameEn: 'Contacts', path: '/v-mail/v-linkmanList' },
      { alias: 'v-settingList', name: '邮箱设置', nameEn: 'Mail settings', path: '/v-mail/v-settingList' },
    ] },
    { alias: 'v-personal', name: '个人办公', nameEn: 'Personal', icon: 'user', children: [
      { alias: 'v-approvalItem', name: '审批常用语', nameEn: 'Approval phrases', path: '/v-personal/v-approvalItem' },
      { alias: 'v-agent', name: '委托代理', nameEn: 'Agents', path: '/v-personal/v-agent' },
      { alias: 'v-secretary', name: '秘书设置', nameEn: 'Secretaries', path: '/v-personal/v-secretary' },
      { alias: 'v-bpmDeputy', name: '副职设置', nameEn: 'Deputies', path: '/v-personal/v-bpmDeputy' },
      { alias: 'v-myLayout', name: '我的布局', nameEn: 'My layout', path: '/v-personal/v-myLayout' },
    ] },
    { alias: 'news', name: '新闻公告', nameEn: 'News', icon: 'notification', guest: true, children: [
      { alias: 'news-list', name: '新闻动态', nameEn: 'News', path: '/newsList/0', guest: true },
      { alias: 'notice-list', name: '通知公告', nameEn: 'Announcements', path: '/newsList/1', guest: true },
      { alias: 'meeting-list', name: '今日会议', nameEn: "Today's meetings", path: '/meetingList/0' },
    ] },
    { alias: 'lab', name: '测试页面', nameEn: 'Test pages', icon: 'experiment', children: [
      { alias: 'lab-1', name: '测试页面一', nameEn: 'Test page 1', path: '/lab/1', inDevelopment: true },
      { alias: 'lab-2', name: '测试页面二', nameEn: 'Test page 2', path: '/lab/2', inDevelopment: true },
      { alias: 'lab-3', name: '测试页面三', nameEn: 'Test page 3', path: '/lab/3', inDevelopment: true },
    ] },
    { alias: 'sys', name: '系统管理', nameEn: 'Administration', icon: 'settings', roles: [ROLE.sysAdmin], children: [
      { alias: 'sys-definitions', name: '定义管理', nameEn: 'Definitions', path: '/admin/definitions', roles: [ROLE.sysAdmin] },
      { alias: 'sys-flow-types', name: '流程分类', nameEn: 'Flow categories', path: '/admin/flow-types', roles: [ROLE.sysAdmin] },
      { alias: 'sys-dicts', name: '数据字典', nameEn: 'Dictionaries', path: '/admin/dictionaries', roles: [ROLE.sysAdmin] },
      { alias: 'sys-bulletins', name: '公告管理', nameEn: 'Bulletins', path: '/zlgl/template/preview/ggdl', roles: [ROLE.sysAdmin, ROLE.ipAdmin] },
      HOLIDAY_MENU,
    ] },
  ];
}

/** Method-authorisation aliases (button visibility) and the roles that hold them. */
export const DEMO_METHODS: { alias: string; name: string; nameEn: string; roles: string[] }[] = [
  { alias: 'patent:share', name: '分享专利', nameEn: 'Share patents', roles: [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.researchLeader, ROLE.staff, ROLE.agent] },
  { alias: 'patent:collect', name: '收藏专利', nameEn: 'Collect patents', roles: [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.researchLeader, ROLE.staff, ROLE.agent] },
  { alias: 'patent:index', name: '标引专利', nameEn: 'Index patents', roles: [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.researchLeader, ROLE.staff] },
  { alias: 'publicIndex:edit', name: '编辑公共标引', nameEn: 'Edit public index', roles: [ROLE.ipAdmin, ROLE.enterpriseIpAdmin, ROLE.researchIpAdmin] },
  { alias: 'bulletin:manage', name: '管理公告', nameEn: 'Manage bulletins', roles: [ROLE.sysAdmin, ROLE.ipAdmin] },
  { alias: 'news:manage', name: '管理新闻公告与会议', nameEn: 'Manage news, notices and meetings', roles: [ROLE.sysAdmin] },
  { alias: 'definition:edit', name: '编辑定义', nameEn: 'Edit definitions', roles: [ROLE.sysAdmin] },
  { alias: 'dict:manage', name: '管理数据字典', nameEn: 'Manage dictionaries', roles: [ROLE.sysAdmin] },
  { alias: 'flow:start', name: '发起流程', nameEn: 'Start flows', roles: [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.researchLeader, ROLE.staff, ROLE.agent] },
];
