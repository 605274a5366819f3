import { ROLE } from '../../../common/enums/roles.ts';
import type { DemoMenu } from './demo-menus.ts';

const OFFICE = [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.enterpriseIpAdmin, ROLE.researchIpAdmin];
const OFFICE_AND_AGENTS = [...OFFICE, ROLE.agent];

/** 专利管理 entries of agency cases beside 代理专利: office-action time limits, quality reviews, agency fees. */
export const AGENCY_MENUS: DemoMenu[] = [
  { alias: 'zlgl-agency-terms', name: '答复期限', nameEn: 'Office action deadlines', path: '/zlgl/template/preview/dlqx', roles: OFFICE_AND_AGENTS },
  { alias: 'zlgl-agency-quality', name: '代理质量', nameEn: 'Agency quality reviews', path: '/zlgl/template/preview/dlzj', roles: OFFICE_AND_AGENTS },
  { alias: 'zlgl-agency-fees', name: '代理费用', nameEn: 'Agency fees', path: '/zlgl/template/preview/dlfy', roles: OFFICE_AND_AGENTS },
];

/** 专利管理 → 代理机构: the IP office's agencies and their agents (list dljg, form patentAgency). */
export const AGENCY_ADMIN_MENU: DemoMenu = { alias: 'zlgl-agencies', name: '代理机构', nameEn: 'Patent agencies', path: '/zlgl/template/preview/dljg', roles: OFFICE };
