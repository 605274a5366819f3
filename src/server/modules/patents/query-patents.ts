import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db, Tx } from '../../db/database.ts';
import { toCount, withTenant } from '../../db/database.ts';
import { localizedName } from '../../query/localized-name.ts';
import { applyFilter, type Paged } from '../../query/paged-query.ts';
import { isStatusTile } from '../../../common/patents/status-tiles.ts';
import { textHits, textOnRow } from './keyword-condition.ts';
import { COUNT_CAP, planKeyword, type KeywordPlan } from './keyword-plan.ts';
import { PATENT_FIELDS } from './patent-fields.ts';
import type { PatentQueryBody, PatentRow } from './schemas.ts';
import { tileCondition } from './tile-condition.ts';

/** Served by the index patent_application_date (tenant_id, application_date desc, id desc). */
const DEFAULT_ORDER = [['p.application_date', 'desc'], ['p.id', 'desc']] as const;

/** The patent list rows of one tenant (row-level security scopes `tx`) under `keyword`, before the caller's filter. */
function baseQuery(tx: Tx, params: PatentQueryBody['params'], keyword: RawBuilder<SqlBool> | null, lang: Language) {
  let query = tx.selectFrom('patent as p')
    .leftJoin('org as o', 'o.id', 'p.org_id')
    .leftJoin('org as s', 's.id', 'p.subject_id')
    .select([
      'p.id', 'p.application_no as fApplicationNo', 'p.publication_no as fPublicationNo', 'p.name as fName',
      'p.legal_status as fLegalStatus', 'p.type as fType',
      sql<string>`to_char(p.application_date, 'YYYY-MM-DD')`.as('fApplicationDate'),
      sql<string | null>`to_char(p.publication_date, 'YYYY-MM-DD')`.as('fPublicationDate'),
      localizedName('o', lang).as('fOrgName'), localizedName('s', lang).as('fSubject'), 'p.inventor as fInventor', 'p.org_id as orgId', 'p.subject_id as subjectId',
    ]);
  if (keyword) query = query.where(keyword);
  if (isStatusTile(params?.status)) query = query.where(tileCondition(params.status));
  return query;
}

const filtered = (tx: Tx, body: PatentQueryBody, keyword: RawBuilder<SqlBool> | null, lang: Language) =>
  applyFilter(baseQuery(tx, body.params, keyword, lang), body, PATENT_FIELDS, { order: DEFAULT_ORDER });

/**
 * The row and count queries of a list call under a keyword plan (exported so the plan test and the benchmark
 * EXPLAIN and time exactly them). A common keyword's page walks the default order's index and tests each row; with
 * the caller's own sort no index gives that order, so the page takes every hit instead. Its count only reaches
 * `cap` + 1 hits.
 */
export function patentListQueries(tx: Tx, body: PatentQueryBody, plan: KeywordPlan | null, lang: Language = 'zh-CN') {
  if (plan?.kind !== 'common') return filtered(tx, body, plan?.where ?? null, lang);
  const page = filtered(tx, body, body.sorter?.length ? textHits(plan.lookup) : textOnRow(plan.lookup), lang);
  return { ...page, count: filtered(tx, body, textHits(plan.lookup, plan.cap + 1), lang).count };
}

/** Whether anything but the keyword narrows the list (then the keyword's hit count is not the total). */
function narrowed(body: PatentQueryBody): boolean {
  return Boolean(body.querys?.length) || (isStatusTile(body.params?.status) && body.params.status !== 'applying');
}

/**
 * POST /schoolLib/ipSchoolPatent/v1/query: keyword, tile and query-filter search of the tenant's patents. Totals
 * above `cap` (COUNT_CAP; smaller in tests) come back as `cap` with totalCapped (the client shows "10,000+");
 * below it they are exact. College and group names in the request language.
 */
export async function queryPatents(db: Db, tenantId: number, body: PatentQueryBody, { lang = 'zh-CN', cap = COUNT_CAP }: { lang?: Language; cap?: number } = {}): Promise<Paged<PatentRow>> {
  return withTenant(db, tenantId, async (tx) => {
    const keyword = body.params?.searchValue?.trim();
    const plan = keyword ? await planKeyword(tx, keyword, cap) : null;
    const { rows, count, window } = patentListQueries(tx, body, plan, lang);
    const page: Paged<PatentRow> = { rows: await rows.execute(), page: window.page, pageSize: window.pageSize };
    if (!window.showTotal) return page;
    const counted = async () => toCount((await count.executeTakeFirst())?.total);
    if (plan?.kind === 'common') {
      // The count saw only the keyword's first cap + 1 hits: the total is a lower bound.
      page.total = Math.min(cap, narrowed(body) ? await counted() : cap);
      page.totalCapped = true;
    } else {
      page.total = plan?.hits !== undefined && !narrowed(body) ? plan.hits : await counted();
    }
    return page;
  });
}
