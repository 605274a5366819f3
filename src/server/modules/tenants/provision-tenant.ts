import { sql } from 'kysely';
import { ROLE } from '../../../common/enums/roles.ts';
import { checkPassword, type PasswordStrategy } from '../../../common/rules/password-strategy.ts';
import { ACCOUNT_PATTERN } from '../../../common/rules/profile.ts';
import type { Db, Tx } from '../../db/database.ts';
import { seedTenantBaseline, type BaselineTenant } from '../../db/seed/baseline-tenant.ts';
import { seedStatusTileDict } from '../../db/seed/baseline-status-tiles.ts';
import { seedDefinitions } from '../../db/seed/demo-definitions.ts';
import { deployShippedFlows } from '../../db/seed/demo-flows.ts';
import { DEMO_TENANTS, tenantLogo } from '../../db/seed/demo-tenants.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { seedHolidays } from '../maintenance/holiday-calendar.ts';
import { passwordProblemMessage, ProvisionRefused } from './provision-messages.ts';

/** A tenant code: lower-case letters, digits and hyphens, starting with a letter (it travels in the Tenant-Code header and URLs). */
export const TENANT_CODE_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

/** The types an operator may provision; the platform tenant (-1) is the demo's own and there is one. */
export const PROVISIONED_TENANT_TYPES = ['university', 'enterprise', 'research'] as const;
export type ProvisionedTenantType = (typeof PROVISIONED_TENANT_TYPES)[number];

/** The password strategy a new tenant starts with (administrators change it later): 8 characters with digits, letters and a special one. */
export const PROVISIONED_PASSWORD_STRATEGY: PasswordStrategy = { enable: true, pwdRule: 3, pwdLength: 8 };

const NAME_MAX = 100;
const LOGO_COLOUR = '#165dff';

export interface ProvisionTenantInput {
  code: string;
  name: string;
  nameEn?: string;
  type: string;
  adminAccount: string;
  adminName?: string;
  password: string;
}

export interface ProvisionedTenant {
  tenantId: number;
  code: string;
  adminUserId: number;
}

/**
 * Creates a tenant for real use, in one transaction (a refusal or a failure leaves nothing): the tenant row, its
 * baseline configuration (baseline-tenant.ts: dimension, root organisation, jobs, roles, menus, dictionaries, password
 * strategy, settings), the status-tile dictionary, the holiday calendar, every shipped definition and flow, and its
 * first administrator (系统管理员 and 普通用户 roles, in the root organisation). No demo content: no other people, no
 * patents, approvals, news or orders.
 */
export async function provisionTenant(db: Db, input: ProvisionTenantInput): Promise<ProvisionedTenant> {
  const tenant = checkInput(input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (tx) => {
      if (await tx.selectFrom('tenant').select('id').where('code', '=', tenant.code).executeTakeFirst()) {
        throw new ProvisionRefused('tenantCodeTaken', { code: tenant.code });
      }
      const id = await nextTenantId(tx);
      await tx.insertInto('tenant').values({
        id, code: tenant.code, name: tenant.name, name_en: tenant.nameEn, name_front: tenant.name, type_code: tenant.typeCode,
        logo: tenantLogo({ name: tenant.name, colour: LOGO_COLOUR }),
      }).execute();
      // From here on as withTenant does it: row-level security sees the new tenant, as the unprivileged role.
      await sql.raw(`select set_config('app.tenant_id', '${id}', true), set_config('role', 'portal_app', true)`).execute(tx);
      const seeded = { ...tenant, id };
      const baseline = await seedTenantBaseline(tx, seeded);
      const admin = await tx.insertInto('app_user').values({
        tenant_id: id, account: input.adminAccount, fullname: input.adminName?.trim() || '系统管理员', password_hash: passwordHash,
        email: null, mobile: null, sex: 'unknown', is_visitor: false,
      }).returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('user_org').values({ tenant_id: id, user_id: admin.id, org_id: baseline.rootOrgId, is_master: true, is_leader: false }).execute();
      await tx.insertInto('user_role').values([ROLE.sysAdmin, ROLE.staff].map((code) => ({ tenant_id: id, user_id: admin.id, role_id: baseline.roleId(code) })))
        .execute();
      await seedStatusTileDict(tx, id);
      await seedHolidays(tx, id);
      await seedDefinitions(tx, seeded);
      await deployShippedFlows(tx, id, admin.id);
      return { tenantId: id, code: tenant.code, adminUserId: admin.id };
    });
  } catch (error) {
    // Two provisionings of one code at once: the second meets the unique code.
    if ((error as { code?: string }).code === '23505' && /tenant_code/.test(String((error as { constraint?: string }).constraint ?? (error as Error).message))) {
      throw new ProvisionRefused('tenantCodeTaken', { code: tenant.code });
    }
    throw error;
  }
}

/** Checks what can be checked before the database; the tenant to seed (its id comes later). */
function checkInput(input: ProvisionTenantInput): BaselineTenant {
  const code = input.code.trim();
  if (!TENANT_CODE_PATTERN.test(code)) throw new ProvisionRefused('tenantCodeFormat', { code });
  const name = input.name.trim();
  if (!name) throw new ProvisionRefused('tenantNameRequired');
  const nameEn = input.nameEn?.trim() || name;
  if (name.length > NAME_MAX || nameEn.length > NAME_MAX) throw new ProvisionRefused('tenantNameTooLong', { max: NAME_MAX });
  if (!(PROVISIONED_TENANT_TYPES as readonly string[]).includes(input.type)) {
    throw new ProvisionRefused('tenantTypeUnknown', { type: input.type, types: PROVISIONED_TENANT_TYPES.join(', ') });
  }
  if (!ACCOUNT_PATTERN.test(input.adminAccount)) throw new ProvisionRefused('adminAccountFormat', { account: input.adminAccount });
  if ((input.adminName?.trim().length ?? 0) > NAME_MAX) throw new ProvisionRefused('adminNameTooLong', { max: NAME_MAX });
  if (!input.password) throw new ProvisionRefused('adminPasswordRequired');
  const problem = checkPassword(input.password, PROVISIONED_PASSWORD_STRATEGY);
  if (problem) {
    throw new ProvisionRefused('adminPasswordWeak', {}, {
      'zh-CN': { reason: passwordProblemMessage('zh-CN', problem) }, 'en-US': { reason: passwordProblemMessage('en-US', problem) },
    });
  }
  return { id: 0, code, name, nameEn, typeCode: input.type as ProvisionedTenantType, strategy: PROVISIONED_PASSWORD_STRATEGY };
}

/** Past every tenant there is and the demo tenants' ids (kept free, so the demo can still be seeded beside). */
async function nextTenantId(tx: Tx): Promise<number> {
  const row = await tx.selectFrom('tenant').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Math.max(Number(row?.max ?? 0), ...DEMO_TENANTS.map((t) => t.id)) + 1;
}
