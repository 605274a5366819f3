import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../common/i18n/languages.ts';

/**
 * A text that names an organisation (a news item's author department, a meeting's host: 知识产权中心) in the request
 * language: in en-US the English name of the tenant's organisation of that Chinese name, the text itself otherwise
 * (a person's name, a text that names no organisation, an organisation without an English name). The organisation is
 * looked up in the row's tenant (`tenantColumn`).
 */
export function orgNamedText(column: string, tenantColumn: string, lang: Language): RawBuilder<string> {
  if (lang !== 'en-US') return sql<string>`${sql.ref(column)}`;
  return sql<string>`coalesce((select nullif(o.name_en, '') from org o where o.tenant_id = ${sql.ref(tenantColumn)} and o.name = ${sql.ref(column)} order by o.id limit 1), ${sql.ref(column)})`;
}
