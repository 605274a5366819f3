import type { RowNames } from '../../../common/api/templates.ts';
import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { localizedName } from '../../query/localized-name.ts';

type DisplayField = TemplateDefinition['displayFields'][number];

/** The positive integer ids a page's cells hold in the given columns (a cell may hold one id or a list). */
function idsIn(rows: readonly Record<string, unknown>[], fields: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const field of fields) {
      for (const value of Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]]) {
        const n = Number(value);
        if (Number.isSafeInteger(n) && n > 0) ids.add(n);
      }
    }
  }
  return [...ids];
}

/**
 * The names of the users and organisations a page's user / org columns hold, read with the page (in its transaction,
 * in the request language), so a list shows them without a lookup of its own once its rows arrive. Undefined for the
 * visitor (the directory is closed to them: the cells keep their ids) and when the columns hold none.
 */
export async function namesOfRows(
  tx: Tx, principal: Principal, lang: Language, columns: readonly DisplayField[], rows: readonly Record<string, unknown>[],
): Promise<RowNames | undefined> {
  if (principal.isVisitor) return undefined;
  const userIds = idsIn(rows, columns.filter((c) => c.formatter === 'user').map((c) => c.field));
  const orgIds = idsIn(rows, columns.filter((c) => c.formatter === 'org').map((c) => c.field));
  if (!userIds.length && !orgIds.length) return undefined;
  const users = userIds.length ? await tx.selectFrom('app_user').select(['id', 'fullname as name'])
    .where('tenant_id', '=', principal.tenantId).where('is_visitor', '=', false).where('id', 'in', userIds).execute() : [];
  const orgs = orgIds.length ? await tx.selectFrom('org').select(['id', localizedName('org', lang).as('name')])
    .where('tenant_id', '=', principal.tenantId).where('id', 'in', orgIds).execute() : [];
  return {
    users: Object.fromEntries(users.map((u) => [String(u.id), u.name ?? ''])),
    orgs: Object.fromEntries(orgs.map((o) => [String(o.id), o.name ?? ''])),
  };
}
