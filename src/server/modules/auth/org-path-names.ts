import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';

/**
 * An organisation's path (示例大学/计算机科学与技术学院) in the request language: the stored `path_name` is the
 * Chinese one; in English each level's English name (its Chinese name where it has none), from the id chain `path`.
 */
export async function orgPathNames(tx: Tx, lang: Language, orgs: readonly { path: string; path_name: string }[]): Promise<string[]> {
  if (lang !== 'en-US') return orgs.map((o) => o.path_name);
  const chains = orgs.map((o) => o.path.split('.').filter(Boolean).map(Number).filter(Number.isSafeInteger));
  const ids = [...new Set(chains.flat())];
  const names = new Map<number, string>();
  if (ids.length) {
    const rows = await tx.selectFrom('org').select(['id', 'name', 'name_en']).where('id', 'in', ids).execute();
    for (const row of rows) names.set(row.id, row.name_en || row.name);
  }
  return orgs.map((o, i) => {
    const chain = chains[i]!;
    // A path that does not name every level (older rows) keeps the stored one rather than a partial path.
    return chain.length && chain.every((id) => names.has(id)) ? chain.map((id) => names.get(id)!).join('/') : o.path_name;
  });
}
