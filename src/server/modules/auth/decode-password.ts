import { badRequest } from '../../lib/app-error.ts';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A password as the client sends it: base64 of its UTF-8 text; anything else is a 400 with the catalog message. */
export function decodePassword(encoded: string): string {
  if (!BASE64.test(encoded)) throw badRequest('passwordNotBase64');
  try {
    return utf8.decode(Buffer.from(encoded, 'base64'));
  } catch {
    throw badRequest('passwordNotBase64');
  }
}
