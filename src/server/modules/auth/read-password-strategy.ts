import type { FastifyInstance } from 'fastify';
import { MIN_PASSWORD_LENGTH, type PasswordStrategy } from '../../../common/rules/password-strategy.ts';
import { withTenant, type Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findTenant, tenantIdByCode } from './tenant-lookup.ts';

/** The tenant's default password strategy, or null when it has none. */
export async function strategyOf(tx: Tx): Promise<PasswordStrategy | null> {
  const row = await tx.selectFrom('pwd_strategy').select(['enable', 'pwd_rule', 'pwd_length'])
    .where('is_default', '=', true).executeTakeFirst();
  return row ? { enable: row.enable, pwdRule: row.pwd_rule, pwdLength: row.pwd_length } : null;
}

/** What a tenant without a strategy asks of a new password. */
const NO_STRATEGY: PasswordStrategy = { enable: false, pwdRule: 1, pwdLength: MIN_PASSWORD_LENGTH };

/** `GET /api/pwdStrategy/v1/getDefault` (public): the tenant named by `?tenantId=`, else by `Tenant-Code`. */
export async function readPasswordStrategy(
  app: FastifyInstance, input: { tenantId?: number; tenantCode?: string | string[] },
): Promise<PasswordStrategy> {
  const tenantId = input.tenantId ?? await tenantIdByCode(app.db, input.tenantCode);
  if (tenantId === undefined) throw badRequest('unknownTenant');
  const strategy = await withTenant(app.db, tenantId, async (tx) => {
    if (!await findTenant(tx, tenantId)) return undefined;
    return (await strategyOf(tx)) ?? NO_STRATEGY;
  });
  if (!strategy) throw badRequest('unknownTenant');
  return strategy;
}
