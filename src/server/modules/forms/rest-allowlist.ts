import type { Tx } from '../../db/database.ts';

/** The sys property a tenant lists extra allowed REST origins in (an array of origins, or one comma-separated string). */
export const TENANT_ALLOWLIST_PROPERTY = 'restSourceAllowlist';

/** Timeout of a REST source call: the spec's 15 s; REST_SOURCE_TIMEOUT_MS overrides it (tests use a short one). */
export const restTimeoutMs = (env: NodeJS.ProcessEnv = process.env) => {
  const ms = Number(env.REST_SOURCE_TIMEOUT_MS ?? 15_000);
  return Number.isFinite(ms) && ms > 0 ? ms : 15_000;
};

const origins = (value: unknown): string[] => {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean).flatMap((v) => {
    try {
      return [new URL(v).origin];
    } catch {
      return [];
    }
  });
};

/** Origins REST sources may be fetched from: REST_SOURCE_ALLOWLIST (comma-separated) plus the tenant's own list. */
export async function restAllowlist(tx: Tx, tenantId: number, env: NodeJS.ProcessEnv = process.env): Promise<Set<string>> {
  const row = await tx.selectFrom('sys_property').select('value').where('tenant_id', '=', tenantId).where('alias', '=', TENANT_ALLOWLIST_PROPERTY).executeTakeFirst();
  return new Set([...origins(env.REST_SOURCE_ALLOWLIST ?? ''), ...origins(row?.value)]);
}
