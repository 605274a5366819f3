import { withoutTenant, withTenant, type Db, type Tx } from '../database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_TENANTS, tenantLogo, type DemoTenant } from './demo-tenants.ts';
import { DEMO_ORGS, type DemoOrg } from './demo-orgs.ts';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-people.ts';
import { DEMO_METHODS, demoMenus, type DemoMenu } from './demo-menus.ts';
import { DEMO_DICTS } from './demo-dicts.ts';
import { DICT_TYPE_NAMES } from '../../../common/enums/dict-types.ts';
import { seedPatents } from './demo-patents.ts';
import { seedPatentLibrary } from './demo-patent-library.ts';
import { seedDefinitions } from './demo-definitions.ts';
import { seedMaintenance } from './demo-maintenance.ts';
import { seedAgency } from './demo-agency.ts';
import { seedMarket } from './demo-market.ts';
import { seedFlows } from './demo-flows.ts';
import { seedInstances } from './demo-instances.ts';
import { seedNews } from './demo-news.ts';

export type TenantSeeder = (tx: Tx, tenant: DemoTenant) => Promise<void>;

/** Demo data per tenant, in order; each area adds its seeder to this list (patents, flows, definitions). */
const TENANT_SEEDERS: TenantSeeder[] = [seedFoundation, seedPatents, seedPatentLibrary, seedMaintenance, seedAgency, seedMarket, seedDefinitions, seedFlows, seedNews];

export interface SeedOptions {
  /** Start the demo approvals (demo-instances.ts); the tests' template database leaves them out. Default true. */
  instances?: boolean;
}

/** Seeds the demo tenants that are not there yet; running it again changes nothing. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: string[] }> {
  const seeders = options.instances === false ? TENANT_SEEDERS : [...TENANT_SEEDERS, seedInstances];
  const existing = new Set((await db.selectFrom('tenant').select('code').execute()).map((t) => t.code));
  const seeded: string[] = [];
  for (const tenant of DEMO_TENANTS) {
    if (existing.has(tenant.code)) continue;
    await withoutTenant(db, (tx) => tx.insertInto('tenant').values({
      id: tenant.id, code: tenant.code, name: tenant.name, name_en: tenant.nameEn, name_front: tenant.name,
      type_code: tenant.typeCode, logo: tenantLogo(tenant),
    }).execute());
    await withTenant(db, tenant.id, async (tx) => {
      for (const seeder of seeders) await seeder(tx, tenant);
    });
    seeded.push(tenant.code);
  }
  return { seeded };
}

async function seedFoundation(tx: Tx, tenant: DemoTenant): Promise<void> {
  const tenantId = tenant.id;
  const dimension = await tx.insertInto('dimension')
    .values({ tenant_id: tenantId, code: 'default', name: '默认维度', name_en: 'Default dimension', is_default: true })
    .returning('id').executeTakeFirstOrThrow();

  const root = await tx.insertInto('org').values({
    tenant_id: tenantId, dimension_id: dimension.id, parent_id: null, code: 'root', name: tenant.name, name_en: tenant.nameEn,
    kind: 'root', path: '', path_name: tenant.name, sn: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await tx.updateTable('org').set({ path: `${root.id}.` }).where('id', '=', root.id).execute();

  const orgIds = new Map<string, number>([['root', root.id]]);
  const insertOrgs = async (orgs: DemoOrg[], parentId: number, parentPath: string, parentPathName: string) => {
    let sn = 0;
    for (const org of orgs) {
      const row = await tx.insertInto('org').values({
        tenant_id: tenantId, dimension_id: dimension.id, parent_id: parentId, code: org.code, name: org.name,
        name_en: org.nameEn, kind: org.kind, path: '', path_name: `${parentPathName}/${org.name}`, sn: sn++,
      }).returning('id').executeTakeFirstOrThrow();
      const path = `${parentPath}${row.id}.`;
      await tx.updateTable('org').set({ path }).where('id', '=', row.id).execute();
      orgIds.set(org.code, row.id);
      if (org.children) await insertOrgs(org.children, row.id, path, `${parentPathName}/${org.name}`);
    }
  };
  await insertOrgs(DEMO_ORGS[tenant.typeCode], root.id, `${root.id}.`, tenant.name);

  const jobs = await tx.insertInto('job').values([
    { tenant_id: tenantId, code: 'staff', name: '职员', name_en: 'Staff' },
    { tenant_id: tenantId, code: 'head', name: '负责人', name_en: 'Head' },
  ]).returning(['id', 'code']).execute();
  const jobId = (code: string) => jobs.find((j) => j.code === code)!.id;

  const postIds = new Map<string, number>();
  for (const [code, orgId] of orgIds) {
    if (code === 'root') continue;
    const orgRow = await tx.selectFrom('org').select(['name', 'name_en']).where('id', '=', orgId).executeTakeFirstOrThrow();
    for (const leader of [false, true]) {
      const post = await tx.insertInto('post').values({
        tenant_id: tenantId, org_id: orgId, job_id: jobId(leader ? 'head' : 'staff'), code: `${code}-${leader ? 'head' : 'staff'}`,
        name: `${orgRow.name}${leader ? '负责人' : '职员'}`, name_en: `${orgRow.name_en} ${leader ? 'head' : 'staff'}`, is_leader: leader,
      }).returning('id').executeTakeFirstOrThrow();
      postIds.set(`${code}-${leader ? 'head' : 'staff'}`, post.id);
    }
  }

  const roles = await tx.insertInto('role')
    .values(DEMO_ROLES.map((r) => ({ tenant_id: tenantId, code: r.code, name: r.name, name_en: r.nameEn })))
    .returning(['id', 'code']).execute();
  const roleId = new Map(roles.map((r) => [r.code, r.id]));

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
      await tx.insertInto('user_role').values({ tenant_id: tenantId, user_id: inserted.id, role_id: roleId.get(code)! }).execute();
    }
  }

  const insertMenus = async (menus: DemoMenu[], parentId: number | null) => {
    let sn = 0;
    for (const m of menus) {
      const row = await tx.insertInto('menu').values({
        tenant_id: tenantId, parent_id: parentId, alias: m.alias, name: m.name, name_en: m.nameEn, path: m.path ?? null,
        icon: m.icon ?? null, sn: sn++, hidden: m.hidden ?? false, guest_visible: m.guest ?? false, in_development: m.inDevelopment ?? false,
      }).returning('id').executeTakeFirstOrThrow();
      for (const code of m.roles ?? []) {
        await tx.insertInto('role_menu').values({ tenant_id: tenantId, role_id: roleId.get(code)!, menu_id: row.id }).execute();
      }
      if (m.children) await insertMenus(m.children, row.id);
    }
  };
  await insertMenus(demoMenus(tenant.typeCode), null);

  for (const method of DEMO_METHODS) {
    const row = await tx.insertInto('method_auth').values({ tenant_id: tenantId, alias: method.alias, name: method.name, name_en: method.nameEn })
      .returning('id').executeTakeFirstOrThrow();
    for (const code of method.roles) {
      await tx.insertInto('role_method').values({ tenant_id: tenantId, role_id: roleId.get(code)!, method_id: row.id }).execute();
    }
  }

  await tx.insertInto('data_dict').values(DEMO_DICTS.map((d, i) => ({
    tenant_id: tenantId, type_key: d.typeKey, key: d.key, name: d.name, name_en: d.nameEn, sn: i,
  }))).execute();
  await tx.insertInto('data_dict_type').values(Object.entries(DICT_TYPE_NAMES).map(([typeKey, label]) => ({
    tenant_id: tenantId, type_key: typeKey, name: label['zh-CN'], name_en: label['en-US'],
  }))).execute();

  await tx.insertInto('pwd_strategy').values({
    tenant_id: tenantId, enable: tenant.strategy.enable, pwd_rule: tenant.strategy.pwdRule, pwd_length: tenant.strategy.pwdLength, is_default: true,
  }).execute();

  await tx.insertInto('sys_property').values([
    { tenant_id: tenantId, alias: 'sysSetting', value: JSON.stringify({
      platformTitle: `${tenant.name}专利管理门户`, platformTitleEn: `${tenant.nameEn} Patent Portal`,
      frontLogo: [], overTime: 30, hideWorkbenchRoles: ['dlr'], hideTodoTenants: [],
    }) },
    { tenant_id: tenantId, alias: 'dictVersion', value: JSON.stringify(1) },
  ]).execute();
}
