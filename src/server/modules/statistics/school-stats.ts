import { sql, type RawBuilder } from 'kysely';
import type { Static } from '@sinclair/typebox';
import { CHART_TYPES, type ChartReply, InventorStatRow, OrgStatRow, type StatKind, type StatLevel, type StatTableBody } from '../../../common/api/statistics.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { tileCondition } from '../patents/tile-condition.ts';
import { kindCondition, scopeCondition, statScope, typeCounts } from './stat-scope.ts';

type Grouped = { name: string; invent: number; newKind: number; exterior: number };

/**
 * Per-organisation counts, read from the covering index patent_stats (tenant, org, subject + type, status,
 * expiry): an index-only scan, never the patent heap. `level` picks the grouping column; names in `lang`
 * (name_en in English, the Chinese name where none is stored).
 */
function orgGroups(level: 'campus' | 'department' | 'subject', scope: RawBuilder<unknown>, extra: RawBuilder<unknown>, select: RawBuilder<unknown>, lang: Language) {
  const key = level === 'subject' ? sql`p.subject_id` : level === 'department' ? sql`p.org_id` : sql`null::integer`;
  const name = level === 'campus' ? sql`(select ${localizedName('t', lang)} from tenant t where t.id = p.tenant_id)`
    : sql`(select ${localizedName('o', lang)} from org o where o.id = ${key})`;
  return sql`select ${key} as "orgId", coalesce(${name}, '') as "orgName", ${select}
    from patent p where ${scope} and ${extra} ${level === 'campus' ? sql`` : sql`and ${key} is not null`}
    group by ${level === 'campus' ? sql`p.tenant_id` : key}`;
}

/** GET /schoolLib/university/chart/{level}/{kind}: chart records (name, fType, value) of the caller's view. */
export async function schoolChart(db: Db, principal: Principal, level: StatLevel, kind: StatKind, lang: Language = 'zh-CN'): Promise<ChartReply> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const scope = await statScope(tx, principal, lang, true);
    const where = sql`${scopeCondition(scope)} and ${kindCondition(kind)}`;
    let grouped: Grouped[];
    if (level === 'inventor') {
      grouped = (await sql<Grouped>`select p.name, ${typeCounts} from patent_inventor p where ${where}
        group by p.name order by count(*) desc, p.name limit 20`.execute(tx)).rows;
    } else {
      grouped = (await sql<Grouped>`select s."orgName" as name, s.invent, s."newKind", s.exterior
        from (${orgGroups(level, scopeCondition(scope), kindCondition(kind), sql`count(*) as total, ${typeCounts}`, lang)}) s
        order by s.total desc, s."orgName"`.execute(tx)).rows;
    }
    return { scope, rows: grouped.flatMap((g) => CHART_TYPES.map((fType) => ({ name: g.name, fType, value: Number(g[fType]) }))) };
  });
}

const ORG_FIELDS: QueryFields = [
  { name: 'orgId', column: 's.orgId', type: 'number' },
  { name: 'orgName', column: 's.orgName', type: 'string' },
  { name: 'appTotal', column: 's.appTotal', type: 'number' },
  { name: 'authTotal', column: 's.authTotal', type: 'number' },
  { name: 'effTotal', column: 's.effTotal', type: 'number' },
];
const INVENTOR_FIELDS: QueryFields = [
  { name: 'name', column: 's.name', type: 'string' },
  { name: 'total', column: 's.total', type: 'number' },
  { name: 'invent', column: 's.invent', type: 'number' },
  { name: 'newKind', column: 's.newKind', type: 'number' },
  { name: 'exterior', column: 's.exterior', type: 'number' },
];

function derived(tx: Tx, query: RawBuilder<unknown>) {
  return tx.selectFrom(sql<Record<string, unknown>>`(${query})`.as('s')).selectAll();
}

/** data_syzl/xqzl (campus), byzl (colleges and departments), ktz (research groups): the organisation table. */
export async function orgTable(db: Db, principal: Principal, level: 'campus' | 'department' | 'subject', body: StatTableBody, lang: Language = 'zh-CN') {
  return withTenant(db, principal.tenantId, async (tx) => {
    const scope = await statScope(tx, principal, lang, true);
    const counts = sql`count(*)::integer as "appTotal", count(*) filter (where ${tileCondition('authorized')})::integer as "authTotal",
      count(*) filter (where ${tileCondition('effective')})::integer as "effTotal"`;
    return pagedQuery(derived(tx, orgGroups(level, scopeCondition(scope), sql`true`, counts, lang)), body, ORG_FIELDS,
      { order: [['s.appTotal', 'desc'], ['s.orgName', 'asc']] }) as Promise<Paged<Static<typeof OrgStatRow>>>;
  });
}

/** data_syzl/fmrzl: the inventor table under the radio params.kind (application by default). */
export async function inventorTable(db: Db, principal: Principal, body: StatTableBody) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const scope = await statScope(tx, principal, 'zh-CN', true);
    const query = sql`select p.name, count(*)::integer as total, ${typeCounts} from patent_inventor p
      where ${scopeCondition(scope)} and ${kindCondition(body.params?.kind)} group by p.name`;
    return pagedQuery(derived(tx, query), body, INVENTOR_FIELDS, { order: [['s.total', 'desc'], ['s.name', 'asc']] }) as Promise<Paged<Static<typeof InventorStatRow>>>;
  });
}
