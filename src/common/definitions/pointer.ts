/** JSON pointers (RFC 6901). */
export const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapePointer = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const joinPointer = (base: string, token: string | number) => `${base}/${escapePointer(String(token))}`;
