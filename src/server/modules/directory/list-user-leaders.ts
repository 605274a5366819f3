import { Type, type Static } from '@sinclair/typebox';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';

export const UserRelRow = Type.Object({
  userId: Type.Integer(),
  account: Type.String(),
  fullname: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  /** The relation type asked for (echoed); leaders are the only relation kept for now. */
  typeId: Type.Union([Type.String(), Type.Null()]),
});
export type UserRelRow = Static<typeof UserRelRow>;

/**
 * The caller's superiors: leaders of the caller's organisations and of their ancestors, nearest first,
 * each once, never the caller.
 */
export async function listUserLeaders(db: Db, principal: Principal, lang: Language, typeId: string | undefined): Promise<UserRelRow[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const own = await tx.selectFrom('user_org').innerJoin('org', 'org.id', 'user_org.org_id')
      .where('user_org.tenant_id', '=', principal.tenantId)
      .where('user_org.user_id', '=', principal.userId)
      .select('org.path').execute();
    const depth = new Map<number, number>();
    for (const { path } of own) {
      path.split('.').filter(Boolean).map(Number).forEach((id, level) => depth.set(id, Math.max(depth.get(id) ?? 0, level)));
    }
    if (depth.size === 0) return [];
    const leaders = await tx.selectFrom('user_org')
      .innerJoin('app_user', 'app_user.id', 'user_org.user_id')
      .innerJoin('org', 'org.id', 'user_org.org_id')
      .where('user_org.tenant_id', '=', principal.tenantId)
      .where('user_org.is_leader', '=', true)
      .where('user_org.org_id', 'in', [...depth.keys()])
      .where('app_user.id', '<>', principal.userId)
      .where('app_user.status', '=', 1)
      .select(['app_user.id as userId', 'app_user.account', 'app_user.fullname', 'org.id as orgId'])
      .select(localizedName('org', lang).as('orgName'))
      .orderBy('app_user.id')
      .execute();
    const nearest = new Map<number, UserRelRow>();
    for (const row of leaders.sort((a, b) => (depth.get(b.orgId) ?? 0) - (depth.get(a.orgId) ?? 0))) {
      if (!nearest.has(row.userId)) nearest.set(row.userId, { ...row, typeId: typeId ?? null });
    }
    return [...nearest.values()];
  });
}
