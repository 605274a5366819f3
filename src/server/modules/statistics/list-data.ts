import { sql, type RawBuilder } from 'kysely';
import { FEE_GROUP_BY, PATENT_GROUP_BY, type StatKind } from '../../../common/api/statistics.ts';
import { FEE_STATUSES as FEE_STATUS_LABELS, FEE_TYPES as FEE_LABELS } from '../../../common/enums/fee.ts';
import { LEGAL_STATUSES, type LegalStatus } from '../../../common/enums/legal-status.ts';
import { PATENT_TYPES, type PatentType } from '../../../common/enums/patent-type.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';
import { kindCondition, scopeCondition, statScope, typeCounts } from './stat-scope.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function dayParam(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value)) || new Date(value).toISOString().slice(0, 10) !== value) {
    throw badRequest('badValue', { property: name });
  }
  return value;
}

const FEE_TYPES: Record<string, Record<Language, string>> = FEE_LABELS;
const FEE_STATUSES: Record<string, Record<Language, string>> = FEE_STATUS_LABELS;

interface Params { groupBy?: string; kind?: StatKind; from?: string; to?: string; feeType?: string }

/** POST /statistics/patent/v1/listData: patents of the caller's view by year, type, legal status, college or group. */
export async function patentListData(db: Db, principal: Principal, lang: Language, params: Params = {}) {
  const groupBy = params.groupBy ?? 'year';
  if (!(PATENT_GROUP_BY as readonly string[]).includes(groupBy)) throw badRequest('badValue', { property: 'groupBy' });
  const from = dayParam(params.from, 'from');
  const to = dayParam(params.to, 'to');
  const key: Record<string, RawBuilder<unknown>> = {
    year: sql`to_char(p.application_date, 'YYYY')`, type: sql`p.type`, legalStatus: sql`p.legal_status`,
    org: sql`coalesce(p.org_id::text, '')`, subject: sql`coalesce(p.subject_id::text, '')`,
  };
  return withTenant(db, principal.tenantId, async (tx) => {
    const scope = await statScope(tx, principal, lang, true);
    const rows = (await sql<{ key: string; total: number; invent: number; newKind: number; exterior: number }>`
      select ${key[groupBy]} as key, count(*)::integer as total, ${typeCounts} from patent p
      where ${scopeCondition(scope)} and ${kindCondition(params.kind)}
        ${from ? sql`and p.application_date >= ${from}::date` : sql``} ${to ? sql`and p.application_date <= ${to}::date` : sql``}
      group by 1 order by 1`.execute(tx)).rows;
    const orgNames = new Map((groupBy === 'org' || groupBy === 'subject')
      ? (await tx.selectFrom('org').select(['id', localizedName('org', lang).as('name')]).execute()).map((o) => [String(o.id), o.name]) : []);
    const name = (k: string) => groupBy === 'type' ? PATENT_TYPES[k as PatentType]?.[lang] ?? k
      : groupBy === 'legalStatus' ? LEGAL_STATUSES[k as LegalStatus]?.[lang] ?? k
        : groupBy === 'org' || groupBy === 'subject' ? orgNames.get(k) ?? '' : k;
    return { scope, rows: rows.map((r) => ({ ...r, key: String(r.key), name: name(String(r.key)) })) };
  });
}

/** POST /statistics/fee/v1/listData: official fees of the caller's view by due year, month, fee type, status or college. */
export async function feeListData(db: Db, principal: Principal, lang: Language, params: Params = {}) {
  const groupBy = params.groupBy ?? 'year';
  if (!(FEE_GROUP_BY as readonly string[]).includes(groupBy)) throw badRequest('badValue', { property: 'groupBy' });
  const from = dayParam(params.from, 'from');
  const to = dayParam(params.to, 'to');
  const key: Record<string, RawBuilder<unknown>> = {
    year: sql`to_char(p.due_date, 'YYYY')`, month: sql`to_char(p.due_date, 'YYYY-MM')`, feeType: sql`p.fee_type`, status: sql`p.status`,
    org: sql`coalesce(p.org_id::text, '')`,
  };
  return withTenant(db, principal.tenantId, async (tx) => {
    const scope = await statScope(tx, principal, lang);
    const rows = (await sql<{ key: string; count: number; amount: number; paidAmount: number; unpaidAmount: number; overdueAmount: number }>`
      select ${key[groupBy]} as key, count(*)::integer as count, sum(p.amount)::float8 as amount,
        coalesce(sum(p.amount) filter (where p.status = 'paid'), 0)::float8 as "paidAmount",
        coalesce(sum(p.amount) filter (where p.status = 'unpaid'), 0)::float8 as "unpaidAmount",
        coalesce(sum(p.amount) filter (where p.status = 'overdue'), 0)::float8 as "overdueAmount"
      from patent_fee p
      where ${scopeCondition(scope)}
        ${from ? sql`and p.due_date >= ${from}::date` : sql``} ${to ? sql`and p.due_date <= ${to}::date` : sql``}
        ${params.feeType ? sql`and p.fee_type = ${params.feeType}` : sql``}
      group by 1 order by 1`.execute(tx)).rows;
    const orgNames = new Map(groupBy === 'org' ? (await tx.selectFrom('org').select(['id', localizedName('org', lang).as('name')]).execute()).map((o) => [String(o.id), o.name]) : []);
    const name = (k: string) => groupBy === 'feeType' ? FEE_TYPES[k]?.[lang] ?? k : groupBy === 'status' ? FEE_STATUSES[k]?.[lang] ?? k
      : groupBy === 'org' ? orgNames.get(k) ?? '' : k;
    return { scope, rows: rows.map((r) => ({ ...r, key: String(r.key), name: name(String(r.key)) })) };
  });
}
