import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryCondition, QueryFilter } from '../../../common/query/query-filter.ts';
import type { Tx } from '../../db/database.ts';

/**
 * An en-US list shows flows by their English names (flow-names.ts) while the list tables hold the Chinese ones, so a
 * search by flow name must find the English names too. Each ungrouped `defName` LIKE / EQUAL condition becomes a
 * group of its own: the Chinese name as before, OR the flow keys whose English name (any version) matches. The
 * keys come from the definitions, a small table; the list's own query keeps its indexes.
 */
export async function withEnglishFlowNameSearch(tx: Tx, tenantId: number, lang: Language, filter: QueryFilter): Promise<QueryFilter> {
  if (lang !== 'en-US' || !filter.querys?.some(isNameSearch)) return filter;
  const querys: QueryCondition[] = [];
  for (const [index, condition] of filter.querys.entries()) {
    if (!isNameSearch(condition)) {
      querys.push(condition);
      continue;
    }
    const keys = await flowKeysNamed(tx, tenantId, condition.value as string, condition.operation === 'LIKE');
    if (keys.length === 0) {
      querys.push(condition);
      continue;
    }
    const group = `flowName${index}`;
    querys.push({ ...condition, group }, { property: 'defKey', value: keys, operation: 'IN', relation: 'OR', group });
  }
  return { ...filter, querys };
}

function isNameSearch(condition: QueryCondition): boolean {
  const operation = condition.operation ?? 'EQUAL';
  return condition.property === 'defName' && condition.group === undefined && (operation === 'LIKE' || operation === 'EQUAL')
    && typeof condition.value === 'string' && condition.value.trim() !== '';
}

/** Keys of the tenant's flows whose English name contains (`partial`) or is `text`, ignoring case. */
async function flowKeysNamed(tx: Tx, tenantId: number, text: string, partial: boolean): Promise<string[]> {
  const literal = text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = partial ? `%${literal}%` : literal;
  const rows = await tx.selectFrom('bpm_definition').select('def_key').distinct()
    .where('tenant_id', '=', tenantId).where(sql<boolean>`settings->>'nameEn' ilike ${pattern}`).execute();
  return rows.map((r) => r.def_key);
}
