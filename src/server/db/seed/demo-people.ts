import { ROLE } from '../../../common/enums/roles.ts';

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ROLES: { code: string; name: string; nameEn: string }[] = [
  { code: ROLE.sysAdmin, name: '系统管理员', nameEn: 'System administrator' },
  { code: ROLE.ipAdmin, name: '知识产权管理员', nameEn: 'IP administrator' },
  { code: ROLE.enterpriseIpAdmin, name: '企业知识产权管理员', nameEn: 'Enterprise IP administrator' },
  { code: ROLE.researchIpAdmin, name: '科研知识产权管理员', nameEn: 'Research IP administrator' },
  { code: ROLE.schoolAdmin, name: '校领导', nameEn: 'School leader' },
  { code: ROLE.researchLeader, name: '科研部门领导', nameEn: 'Research department leader' },
  { code: ROLE.centreLeader, name: '中心领导', nameEn: 'Centre leader' },
  { code: ROLE.centreHead, name: '中心主管', nameEn: 'Centre head' },
  { code: ROLE.enterpriseLeader, name: '企业部门领导', nameEn: 'Enterprise department leader' },
  { code: ROLE.campusLeader, name: '公共营销领导', nameEn: 'Campus leader' },
  { code: ROLE.agent, name: '代理人', nameEn: 'Patent agent' },
  { code: ROLE.guest, name: '游客', nameEn: 'Guest' },
  { code: ROLE.staff, name: '普通用户', nameEn: 'Staff' },
];

export interface DemoUser {
  account: string;
  fullname: string;
  /** Organisation code of the master post (see demo-orgs.ts); by tenant type. */
  org: Record<'university' | 'enterprise' | 'research' | 'platform', string>;
  leader?: boolean;
  roles: string[];
  email?: string;
  mobile?: string;
  sex: 'male' | 'female';
  /** A second post in another organisation (post switching). */
  secondOrg?: Record<'university' | 'enterprise' | 'research' | 'platform', string>;
  password?: string;
  visitor?: boolean;
}

/** The accounts of api-conventions.md, in every tenant. */
export const DEMO_USERS: DemoUser[] = [
  { account: 'admin', fullname: '系统管理员', roles: [ROLE.sysAdmin, ROLE.staff], sex: 'male',
    org: { university: 'ip-centre', enterprise: 'ip-dept', research: 'tech-transfer', platform: 'operations' },
    email: 'admin@example.com', mobile: '13800000001' },
  { account: 'ipadmin', fullname: '王知产', roles: [ROLE.ipAdmin, ROLE.staff], sex: 'female',
    org: { university: 'ip-centre', enterprise: 'ip-dept', research: 'tech-transfer', platform: 'operations' },
    email: 'ipadmin@example.com', mobile: '13800000002' },
  { account: 'leader', fullname: '陈院长', roles: [ROLE.researchLeader, ROLE.staff], sex: 'male', leader: true,
    org: { university: 'cs', enterprise: 'rd', research: 'photonics', platform: 'operations' },
    secondOrg: { university: 'research-office', enterprise: 'ip-dept', research: 'tech-transfer', platform: 'operations' },
    email: 'leader@example.com', mobile: '13800000003' },
  { account: 'staff1', fullname: '张伟', roles: [ROLE.staff], sex: 'male',
    org: { university: 'cs-ai', enterprise: 'rd-power', research: 'ph-laser', platform: 'operations' },
    email: 'zhangwei@example.com', mobile: '13912345678' },
  { account: 'staff2', fullname: '李娜', roles: [ROLE.staff], sex: 'female',
    org: { university: 'mse-battery', enterprise: 'rd-soft', research: 'bio-drug', platform: 'operations' },
    email: 'lina@example.com', mobile: '13987654321' },
  { account: 'agent', fullname: '赵代理', roles: [ROLE.agent], sex: 'male',
    org: { university: 'ip-centre', enterprise: 'ip-dept', research: 'tech-transfer', platform: 'operations' },
    email: 'agent@example.com' },
  { account: 'guest1', fullname: '访客一', roles: [ROLE.guest], sex: 'female',
    org: { university: 'research-office', enterprise: 'market', research: 'tech-transfer', platform: 'operations' } },
  // Signs in with a password that breaks the tenant's strategy (loginStatus 0) where a strategy is enabled.
  { account: 'newstaff', fullname: '刘新', roles: [ROLE.staff], sex: 'male', password: 'demo2026',
    org: { university: 'ee-chip', enterprise: 'rd-power', research: 'en-h2', platform: 'operations' } },
  { account: 'visitor', fullname: '游客', roles: [ROLE.guest], sex: 'male', visitor: true,
    org: { university: 'research-office', enterprise: 'market', research: 'tech-transfer', platform: 'operations' } },
];
