import type { MailAddress, MailPickItem } from '../../common/api/mail.ts';

/** The select key of a recipient: a user for internal mail, else the address (lower case). */
export const recipientKey = (p: MailAddress, internal: boolean) => (internal && p.userId ? `user:${p.userId}` : p.address.trim().toLowerCase());

/** A pick item as a recipient: internal mail addresses the user (its account), external mail the e-mail address. */
export function recipientOf(item: MailPickItem, internal: boolean): MailAddress | undefined {
  if (internal) return item.kind === 'user' ? { name: item.name, address: item.address, userId: item.id } : undefined;
  return item.email ? { name: item.name, address: item.email } : undefined;
}
