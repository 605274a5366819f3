import type { MailAddress } from '../../../common/api/mail.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { StoredAddress } from './mail-tables.ts';

/** An e-mail address as forms check it (spec: 邮箱格式不正确！): local part, @, a dotted domain. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmail = (text: string): boolean => text.length <= 254 && EMAIL.test(text);

/** Trimmed, without blanks and repeats (by address, case-insensitive; a user once). */
export function distinctAddresses(list: readonly MailAddress[] | undefined): MailAddress[] {
  const seen = new Set<string>();
  const out: MailAddress[] = [];
  for (const item of list ?? []) {
    const address = item.address.trim();
    const key = item.userId ? `u:${item.userId}` : `a:${address.toLowerCase()}`;
    if ((!address && !item.userId) || seen.has(key)) continue;
    seen.add(key);
    out.push({ name: item.name.trim(), address, ...(item.userId ? { userId: item.userId } : {}) });
  }
  return out;
}

/** External mail: every address a valid e-mail address (a picked user's e-mail, a contact's, or typed). */
export function externalAddresses(list: readonly MailAddress[]): StoredAddress[] {
  return list.map((item) => {
    if (!isEmail(item.address)) throw badRequest('mailRecipientInvalid', { address: item.address });
    return { name: item.name || item.address, address: item.address };
  });
}

/**
 * Internal mail: every recipient an active user of the caller's tenant (not the visitor account), named by userId or
 * by account; stored with the user's current name and account.
 */
export async function internalAddresses(tx: Tx, tenantId: number, list: readonly MailAddress[]): Promise<StoredAddress[]> {
  if (!list.length) return [];
  const ids = list.flatMap((a) => (a.userId ? [a.userId] : []));
  const accounts = list.filter((a) => !a.userId).map((a) => a.address);
  let query = tx.selectFrom('app_user').select(['id', 'account', 'fullname']).where('tenant_id', '=', tenantId)
    .where('status', '=', 1).where('is_visitor', '=', false);
  query = query.where((eb) => eb.or([
    ...(ids.length ? [eb('id', 'in', ids)] : []),
    ...(accounts.length ? [eb('account', 'in', accounts)] : []),
  ]));
  const users = await query.execute();
  const seen = new Set<number>();
  const out: StoredAddress[] = [];
  for (const item of list) {
    const user = users.find((u) => (item.userId ? u.id === item.userId : u.account === item.address));
    if (!user) throw badRequest('mailRecipientNotUser', { name: item.name || item.address });
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    out.push({ name: user.fullname, address: user.account, userId: user.id });
  }
  return out;
}

/** The lower-cased text the list's keyword searches: subject, sender and every recipient. */
export function searchText(subject: string, sender: StoredAddress, ...lists: StoredAddress[][]): string {
  return [subject, sender.name, sender.address, ...lists.flat().flatMap((a) => [a.name, a.address])].join(' ').toLowerCase();
}
