import type { Tx } from '../database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TenantBaseline } from './baseline-tenant.ts';
import { DEMO_ORGS, type DemoOrg } from './demo-orgs.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-people.ts';
import type { DemoTenant } from './demo-tenants.ts';

/** The demo organisations under the tenant's root, a staff and a head post in each, and the demo accounts in them. */
export async function seedDemoOrgPeople(tx: Tx, tenant: DemoTenant, baseline: TenantBaseline): Promise<void> {
  const tenantId = tenant.id;
  const orgIds = new Map<string, number>([['root', baseline.rootOrgId]]);
  const insertOrgs = async (orgs: DemoOrg[], parentId: number, parentPath: string, parentPathName: string) => {
    let sn = 0;
    for (const org of orgs) {
      const row = await tx.insertInto('org').values({
        tenant_id: tenantId, dimension_id: baseline.dimensionId, parent_id: parentId, code: org.code, name: org.name,
        name_en: org.nameEn, kind: org.kind, path: '', path_name: `${parentPathName}/${org.name}`, sn: sn++,
      }).returning('id').executeTakeFirstOrThrow();
      const path = `${parentPath}${row.id}.`;
      await tx.updateTable('org').set({ path }).where('id', '=', row.id).execute();
      orgIds.set(org.code, row.id);
      if (org.children) await insertOrgs(org.children, row.id, path, `${parentPathName}/${org.name}`);
    }
  };
  await insertOrgs(DEMO_ORGS[tenant.typeCode], baseline.rootOrgId, `${baseline.rootOrgId}.`, tenant.name);

  const postIds = new Map<string, number>();
  for (const [code, orgId] of orgIds) {
    if (code === 'root') continue;
    const orgRow = await tx.selectFrom('org').select(['name', 'name_en']).where('id', '=', orgId).executeTakeFirstOrThrow();
    for (const leader of [false, true]) {
      const post = await tx.insertInto('post').values({
        tenant_id: tenantId, org_id: orgId, job_id: baseline.jobId(leader ? 'head' : 'staff'), code: `${code}-${leader ? 'head' : 'staff'}`,
        name: `${orgRow.name}${leader ? '负责人' : '职员'}`, name_en: `${orgRow.name_en} ${leader ? 'head' : 'staff'}`, is_leader: leader,
      }).returning('id').executeTakeFirstOrThrow();
      postIds.set(`${code}-${leader ? 'head' : 'staff'}`, post.id);
    }
  }

  for (const user of DEMO_USERS) {
    const inserted = await tx.insertInto('app_user').values({
      tenant_id: tenantId, account: user.account, fullname: user.fullname,
      password_hash: await hashPassword(user.password ?? DEMO_PASSWORD),
      email: user.email ?? null, mobile: user.mobile ?? null, sex: user.sex, is_visitor: user.visitor ?? false,
    }).returning('id').executeTakeFirstOrThrow();
    const orgCode = user.org[tenant.typeCode];
    const postKey = `${orgCode}-${user.leader ? 'head' : 'staff'}`;
    await tx.insertInto('user_org').values({ tenant_id: tenantId, user_id: inserted.id, org_id: orgIds.get(orgCode)!, is_master: true, is_leader: user.leader ?? false }).execute();
    // The shared visitor account holds no post: every guest signs in as it, and a post is a job one person holds.
    if (!user.visitor) await tx.insertInto('user_post').values({ tenant_id: tenantId, user_id: inserted.id, post_id: postIds.get(postKey)!, is_master: true }).execute();
    const second = user.secondOrg?.[tenant.typeCode];
    if (second && second !== orgCode) {
      await tx.insertInto('user_org').values({ tenant_id: tenantId, user_id: inserted.id, org_id: orgIds.get(second)!, is_master: false }).execute();
      await tx.insertInto('user_post').values({ tenant_id: tenantId, user_id: inserted.id, post_id: postIds.get(`${second}-staff`)!, is_master: false }).execute();
    }
    for (const code of user.roles) {
      await tx.insertInto('user_role').values({ tenant_id: tenantId, user_id: inserted.id, role_id: baseline.roleId(code) }).execute();
    }
  }
}
