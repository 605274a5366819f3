import type { MailAddress } from '../../common/api/mail.ts';
import { INTERNAL_SET_ID } from '../../common/api/mail.ts';

/** The wire's limit of a subject (src/common/api/mail.ts). */
export const SUBJECT_MAX = 500;

// The server's own check (modules/mail/mail-address.ts): local part, @, a dotted domain of valid labels.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isMailAddress = (text: string) => text.trim().length <= 254 && EMAIL.test(text.trim());

export type RecipientProblem =
  | { reason: 'required' }
  | { reason: 'invalid'; list: string }
  | { reason: 'notUsers'; list: string };

/**
 * What is wrong with a recipient list (the server checks the same): To must name someone; internal mail
 * (setId 0) goes to users of the tenant only; external mail to valid addresses.
 */
export function recipientProblem(setId: number, list: MailAddress[], required: boolean): RecipientProblem | undefined {
  if (list.length === 0) return required ? { reason: 'required' } : undefined;
  if (setId === INTERNAL_SET_ID) {
    const strangers = list.filter((p) => !p.userId);
    return strangers.length ? { reason: 'notUsers', list: strangers.map((p) => p.name || p.address).join(', ') } : undefined;
  }
  const invalid = list.filter((p) => !isMailAddress(p.address));
  return invalid.length ? { reason: 'invalid', list: invalid.map((p) => p.address).join(', ') } : undefined;
}
