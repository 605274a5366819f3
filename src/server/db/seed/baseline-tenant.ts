import type { Tx } from '../database.ts';
import { DICT_TYPE_NAMES } from '../../../common/enums/dict-types.ts';
import { DEMO_ROLES } from './demo-people.ts';
import { DEMO_METHODS, demoMenus, type DemoMenu } from './demo-menus.ts';
import { DEMO_DICTS } from './demo-dicts.ts';
import type { DemoTenant } from './demo-tenants.ts';

/** What the baseline of a tenant is made from: a demo tenant, or one an operator provisions (provision-tenant.ts). */
export type BaselineTenant = Pick<DemoTenant, 'id' | 'code' | 'name' | 'nameEn' | 'typeCode' | 'strategy'>;

/** Rows of the baseline the people of a tenant are then placed in. */
export interface TenantBaseline {
  dimensionId: number;
  rootOrgId: number;
  jobId: (code: 'staff' | 'head') => number;
  roleId: (code: string) => number;
}

/**
 * The configuration every tenant needs to work, and no content: the default dimension, the root organisation (named
 * after the tenant), the jobs, the standard roles, the menus and method rights of those roles, the dictionaries, the
 * default password strategy and the system settings. The demo seed and tenant provisioning both start with it.
 */
export async function seedTenantBaseline(tx: Tx, tenant: BaselineTenant): Promise<TenantBaseline> {
  const tenantId = tenant.id;
  const dimension = await tx.insertInto('dimension')
    .values({ tenant_id: tenantId, code: 'default', name: '默认维度', name_en: 'Default dimension', is_default: true })
    .returning('id').executeTakeFirstOrThrow();

  const root = await tx.insertInto('org').values({
    tenant_id: tenantId, dimension_id: dimension.id, parent_id: null, code: 'root', name: tenant.name, name_en: tenant.nameEn,
    kind: 'root', path: '', path_name: tenant.name, sn: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await tx.updateTable('org').set({ path: `${root.id}.` }).where('id', '=', root.id).execute();

  const jobs = await tx.insertInto('job').values([
    { tenant_id: tenantId, code: 'staff', name: '职员', name_en: 'Staff' },
    { tenant_id: tenantId, code: 'head', name: '负责人', name_en: 'Head' },
  ]).returning(['id', 'code']).execute();

  const roles = await tx.insertInto('role')
    .values(DEMO_ROLES.map((r) => ({ tenant_id: tenantId, code: r.code, name: r.name, name_en: r.nameEn })))
    .returning(['id', 'code']).execute();
  const roleIds = new Map(roles.map((r) => [r.code, r.id]));
  const roleId = (code: string) => {
    const id = roleIds.get(code);
    if (id === undefined) throw new Error(`no role ${code}`);
    return id;
  };

  await seedMenus(tx, tenantId, demoMenus(tenant.typeCode), null, roleId);
  for (const method of DEMO_METHODS) {
    const row = await tx.insertInto('method_auth').values({ tenant_id: tenantId, alias: method.alias, name: method.name, name_en: method.nameEn })
      .returning('id').executeTakeFirstOrThrow();
    for (const code of method.roles) {
      await tx.insertInto('role_method').values({ tenant_id: tenantId, role_id: roleId(code), method_id: row.id }).execute();
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

  return {
    dimensionId: dimension.id,
    rootOrgId: root.id,
    jobId: (code) => jobs.find((j) => j.code === code)!.id,
    roleId,
  };
}

async function seedMenus(tx: Tx, tenantId: number, menus: DemoMenu[], parentId: number | null, roleId: (code: string) => number): Promise<void> {
  let sn = 0;
  for (const m of menus) {
    const row = await tx.insertInto('menu').values({
      tenant_id: tenantId, parent_id: parentId, alias: m.alias, name: m.name, name_en: m.nameEn, path: m.path ?? null,
      icon: m.icon ?? null, sn: sn++, hidden: m.hidden ?? false, guest_visible: m.guest ?? false, in_development: m.inDevelopment ?? false,
    }).returning('id').executeTakeFirstOrThrow();
    for (const code of m.roles ?? []) {
      await tx.insertInto('role_menu').values({ tenant_id: tenantId, role_id: roleId(code), menu_id: row.id }).execute();
    }
    if (m.children) await seedMenus(tx, tenantId, m.children, row.id, roleId);
  }
}
