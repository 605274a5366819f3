import { ROLE } from '../../../common/enums/roles.ts';
import type { DemoMenu } from './demo-menus.ts';

const OFFICE = [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.enterpriseIpAdmin, ROLE.researchIpAdmin];

/** 专利运营: the published results (everyone), and the IP office's results, enterprise needs and orders. */
export const MARKET_MENUS: DemoMenu[] = [
  { alias: 'zlyy-results', name: '成果库', nameEn: 'Achievements', path: '/zlyy/template/preview/cgc' },
  { alias: 'zlyy-publish', name: '成果发布', nameEn: 'Publishing', path: '/zlyy/template/preview/cgfb', roles: OFFICE },
  { alias: 'zlyy-needs', name: '企业需求', nameEn: 'Enterprise needs', path: '/zlyy/template/preview/qyxq', roles: OFFICE },
  { alias: 'zlyy-orders', name: '交易订单', nameEn: 'Orders', path: '/zlyy/template/preview/jydd', roles: OFFICE },
];
