import { pinyin } from 'pinyin-pro';
import { sql } from 'kysely';
import type { MailPickItem } from '../../../common/api/mail.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { mailCaller } from './mail-caller.ts';
import { withMailTables } from './mail-tables.ts';

/** At most this many choices per lookup (the picker narrows as one types). */
const LIMIT = 50;

const spelled = (name: string) => ({
  pinyin: pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase().replace(/\s+/g, ''),
  initials: pinyin(name, { toneType: 'none', pattern: 'first', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase().replace(/\s+/g, ''),
});

/**
 * GET /mail/mail/mailLinkman/v1/getMailAndUserData?query: recipients to pick: the active users of the caller's tenant
 * (with their main organisation) and the caller's contacts. The query matches name, account or e-mail anywhere,
 * the name's full pinyin (zhangsan) or its initials (zs) from the start. Users first, then contacts, by name.
 */
export async function pickRecipients(db: Db, principal: Principal, query: string | undefined): Promise<MailPickItem[]> {
  mailCaller(principal);
  const q = (query ?? '').trim().toLowerCase().replace(/\s+/g, '');
  return withTenant(db, principal.tenantId, async (tx) => {
    const users = await tx.selectFrom('app_user as u').where('u.tenant_id', '=', principal.tenantId).where('u.status', '=', 1).where('u.is_visitor', '=', false)
      .select(['u.id', 'u.fullname', 'u.account', 'u.email', sql<string>`coalesce((select o.name from user_org uo join org o on o.id = uo.org_id where uo.user_id = u.id and uo.tenant_id = u.tenant_id order by uo.is_master desc, o.id limit 1), '')`.as('org_name')])
      .orderBy('u.fullname').orderBy('u.id').execute();
    const linkmen = await withMailTables(tx).selectFrom('mail_linkman').select(['id', 'name', 'email', 'company'])
      .where('user_id', '=', principal.userId).orderBy('name').orderBy('id').execute();
    const items: MailPickItem[] = [
      ...users.map((u) => ({ kind: 'user' as const, id: u.id, name: u.fullname, address: u.account, email: u.email ?? '', orgName: u.org_name, ...spelled(u.fullname) })),
      ...linkmen.map((l) => ({ kind: 'linkman' as const, id: l.id, name: l.name, address: l.email, email: l.email, orgName: l.company, ...spelled(l.name) })),
    ];
    const matches = (item: MailPickItem) => !q || item.name.toLowerCase().includes(q) || item.address.toLowerCase().includes(q)
      || item.email.toLowerCase().includes(q) || item.pinyin.startsWith(q) || item.initials.startsWith(q);
    return items.filter(matches).slice(0, LIMIT);
  });
}
