import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { StatKind, StatScope } from '../../../common/api/statistics.ts';
import { LEADER_ROLES, ROLE } from '../../../common/enums/roles.ts';
import type { Tx } from '../../db/database.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';
import { tileCondition } from '../patents/tile-condition.ts';

const CAMPUS_ROLES = [...LEADER_ROLES, ROLE.sysAdmin, ROLE.ipAdmin, ROLE.schoolAdmin, ROLE.enterpriseIpAdmin, ROLE.researchIpAdmin];

/**
 * Whose patents the statistics show: leaders and administrators see the campus / institution; everyone else the
 * college or department of their master organisation (a research group's member: its college). The visitor sees the
 * campus where the figures are public (`publicToVisitor`: the patent counts by organisation or inventor, which the
 * visitor's home draws; aggregates only, the library being open to visitors anyway) and nothing elsewhere (fees);
 * people without an organisation see nothing (orgId -1). orgName in `lang`.
 */
export async function statScope(tx: Tx, principal: Principal, lang: Language = 'zh-CN', publicToVisitor = false): Promise<StatScope> {
  if (principal.isVisitor && publicToVisitor) return { view: 'campus', orgId: null, orgName: null };
  const roles = principal.isVisitor ? [] : await roleCodesOf(tx, principal.tenantId, principal.userId);
  if (roles.some((r) => CAMPUS_ROLES.includes(r))) return { view: 'campus', orgId: null, orgName: null };
  const org = await tx.selectFrom('user_org as uo').innerJoin('org as o', 'o.id', 'uo.org_id')
    .leftJoin('org as parent', 'parent.id', 'o.parent_id')
    .select(['o.id', localizedName('o', lang).as('name'), 'o.kind', 'parent.id as parentId', localizedName('parent', lang).as('parentName')])
    .where('uo.user_id', '=', principal.userId).orderBy('uo.is_master', 'desc').orderBy('uo.org_id').executeTakeFirst();
  if (!org || principal.isVisitor) return { view: 'department', orgId: -1, orgName: null };
  return org.kind === 'group' && org.parentId !== null
    ? { view: 'department', orgId: org.parentId, orgName: org.parentName }
    : { view: 'department', orgId: org.id, orgName: org.name };
}

/** The scope as a condition on rows aliased `p` with an org_id column (patent, patent_inventor). */
export function scopeCondition(scope: StatScope): RawBuilder<SqlBool> {
  return scope.orgId === null ? sql<SqlBool>`true` : sql<SqlBool>`p.org_id = ${scope.orgId}`;
}

/** application: every patent; authorize / effective: the tiles of the same names (status-tiles.ts). */
export function kindCondition(kind: StatKind | undefined): RawBuilder<SqlBool> {
  if (kind === 'authorize') return tileCondition('authorized');
  if (kind === 'effective') return tileCondition('effective');
  return sql<SqlBool>`true`;
}

/** Counts by chart series over rows aliased `p`: inventSQ counts as invent. */
export const typeCounts = sql`count(*) filter (where p.type in ('invent', 'inventSQ'))::integer as invent,
  count(*) filter (where p.type = 'newKind')::integer as "newKind", count(*) filter (where p.type = 'exterior')::integer as exterior`;
