import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../common/i18n/languages.ts';

/** `table.name` in Chinese, `table.name_en` in English (falling back to the Chinese name when blank). */
export function localizedName(table: string, lang: Language): RawBuilder<string> {
  if (lang !== 'en-US') return sql<string>`${sql.ref(`${table}.name`)}`;
  return sql<string>`coalesce(nullif(${sql.ref(`${table}.name_en`)}, ''), ${sql.ref(`${table}.name`)})`;
}

/** The column a `name` query field filters and sorts on in the request language. */
export function nameColumn(table: string, lang: Language): string {
  return lang === 'en-US' ? `${table}.name_en` : `${table}.name`;
}
