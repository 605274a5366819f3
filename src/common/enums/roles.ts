/** Role codes the product gives meaning to (patent-library.md and workflow-office.md section 6). */
export const ROLE = {
  sysAdmin: 'sysAdmin',
  ipAdmin: 'IPgly',
  enterpriseIpAdmin: 'qyIPgly',
  researchIpAdmin: 'kyIPgly',
  schoolAdmin: 'xld',
  agent: 'dlr',
  guest: 'yk',
  researchLeader: 'kybmld',
  centreLeader: 'zxld',
  centreHead: 'zxzg',
  enterpriseLeader: 'qybmld',
  campusLeader: 'ggyxld',
  staff: 'ptyh',
} as const;

/** Roles whose department charts switch to the campus / institution view. */
export const LEADER_ROLES: readonly string[] = [ROLE.researchLeader, ROLE.centreLeader, ROLE.centreHead, ROLE.enterpriseLeader, ROLE.campusLeader];
/** Roles that administer the public indexing tree. */
export const PUBLIC_INDEX_ADMIN_ROLES: readonly string[] = [ROLE.ipAdmin, ROLE.enterpriseIpAdmin, ROLE.researchIpAdmin];
