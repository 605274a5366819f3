import type { Language } from '../../../common/i18n/languages.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { sql } from 'kysely';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery } from '../../query/paged-query.ts';
import { startableWhere } from '../../bpm/startable-where.ts';
import { definitionRow, mainDefinitions } from './definition-rows.ts';
import { flowNamesOfDefinitions } from './flow-names.ts';
import { DEFINITION_FIELDS } from './list-fields.ts';

/**
 * getHasAuthFlowList: the main versions the caller may start, paged and filtered like listJson, in one read;
 * unless sorted otherwise, by category (in its order; none last), then name in the caller's language.
 */
/** The flow's name as an en-US reader sees it (its English name when it has one), for ordering. */
const nameInLanguage = (lang: Language) => (lang === 'en-US' ? sql`coalesce(nullif(f.settings->>'nameEn', ''), f.name)` : sql`f.name`);

export function listStartableFlows(db: Db, principal: Principal, filter: QueryFilter, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const rights = await startableWhere(tx, principal);
    const base = rights ? mainDefinitions(tx, principal.tenantId).where(rights) : mainDefinitions(tx, principal.tenantId);
    const page = await pagedQuery(base, filter, DEFINITION_FIELDS, { order: [['ft.sn', 'asc'], [nameInLanguage(lang), 'asc'], ['f.id', 'asc']] });
    const names = await flowNamesOfDefinitions(tx, lang, page.rows.map((f) => f.id));
    return { ...page, rows: page.rows.map((f) => definitionRow(f, lang, names)) };
  });
}
