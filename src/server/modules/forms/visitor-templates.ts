import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { definitionMenus } from '../system/definition-menus.ts';

/** The library search templates: the home page's search box and statistic tiles open them for everyone, visitor included. */
const PUBLIC_TEMPLATES: ReadonlySet<string> = new Set(['bxzlk', 'jgzlk']);

/** The data template a menu path opens: `/{group}/template/preview/{alias}`, `/{group}/href/template/{alias}`, `/{group}/querySql/queryView/{sqlAlias}/{alias}`. */
export function templateAliasOfPath(path: string): string | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/^\/+/, '');
  const match = /^[^/]+\/(?:template\/preview|href\/template)\/([^/]+)/.exec(clean) ?? /^[^/]+\/querySql\/queryView\/[^/]+\/([^/]+)/.exec(clean);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * The visitor reads a data template only when a menu entry open to guests leads to it (or it is a library search
 * template): the entries that ask guests to sign in are refused here too, however the call is made.
 */
export async function assertVisitorMayReadTemplate(tx: Tx, principal: Principal, alias: string): Promise<void> {
  if (!principal.isVisitor || PUBLIC_TEMPLATES.has(alias)) return;
  const seeded = await tx.selectFrom('menu').select('path')
    .where('tenant_id', '=', principal.tenantId).where('guest_visible', '=', true).where('hidden', '=', false).where('path', 'is not', null)
    .execute();
  const defined: string[] = [];
  const visit = (items: Awaited<ReturnType<typeof definitionMenus>>) => {
    for (const item of items) {
      if (item.id > 0 && item.path) defined.push(item.path);
      visit(item.children);
    }
  };
  visit(await definitionMenus(tx, principal.tenantId, 'zh-CN', { roles: [], seesAll: false, isVisitor: true }, 0));
  const open = [...seeded.map((m) => m.path!), ...defined].some((path) => templateAliasOfPath(path) === alias);
  if (!open) throw forbidden('visitorForbidden');
}
