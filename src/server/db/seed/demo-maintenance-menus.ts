import { ROLE } from '../../../common/enums/roles.ts';
import type { DemoMenu } from './demo-menus.ts';

/** 专利管理 entries of annual-fee maintenance: the renewals to decide and pay, and the yearly budget. */
export const MAINTENANCE_MENUS: DemoMenu[] = [
  { alias: 'zlgl-keep', name: '年费维护', nameEn: 'Annual fee maintenance', path: '/zlgl/template/preview/nfwh', roles: [ROLE.sysAdmin, ROLE.ipAdmin] },
  { alias: 'zlgl-budget', name: '年费预算', nameEn: 'Annual fee budget', path: '/zlgl/template/preview/nfys', roles: [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.researchLeader] },
];

/** 系统管理 entry of the holiday calendar the deadlines are moved by. */
export const HOLIDAY_MENU: DemoMenu = { alias: 'sys-holidays', name: '节假日', nameEn: 'Holiday calendar', path: '/zlgl/template/preview/jjr', roles: [ROLE.sysAdmin] };

/** 专利管理 → 节假日: the IP office keeps the calendar its deadlines are moved by (系统管理 is the administrator's only). */
export const HOLIDAY_OFFICE_MENU: DemoMenu = { alias: 'zlgl-holidays', name: '节假日', nameEn: 'Holiday calendar', path: '/zlgl/template/preview/jjr', roles: [ROLE.ipAdmin] };
