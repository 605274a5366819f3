/** Default most files one attachment field holds (spec section 9). */
export const DEFAULT_ATTACHMENT_LIMIT = 9999;

/** `ui:options.accept` as lower-case extensions: ".pdf,.doc", "pdf, doc" and ["pdf", ".DOC"] all read the same. */
export function acceptedExtensions(accept: unknown): string[] {
  const parts = Array.isArray(accept) ? accept : typeof accept === 'string' ? accept.split(/[,;|\s]+/) : [];
  return [...new Set(parts.map((part) => String(part).trim().replace(/^\*?\./, '').toLowerCase()).filter(Boolean))];
}

/** What a picker offers: the field's extensions the server takes too (all of them while the server's list is unknown). */
export function offeredExtensions(accepted: string[], serverTakes: readonly string[] | undefined): string[] {
  return serverTakes ? accepted.filter((extension) => serverTakes.includes(extension)) : accepted;
}

export type UploadRefusal = { reason: 'noAccept' } | { reason: 'wrongType'; list: string } | { reason: 'limit'; limit: number };

/** Why a file may not be added, or undefined when it may (the spec's checks, in its order). */
export function refuseUpload(fileName: string, extensions: string[], count: number, limit: number): UploadRefusal | undefined {
  if (extensions.length === 0) return { reason: 'noAccept' };
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  if (!extensions.includes(extension)) return { reason: 'wrongType', list: extensions.join(',') };
  if (count >= limit) return { reason: 'limit', limit };
  return undefined;
}

/** `ui:options.limit` when it is a positive whole number, else 9999. */
export function attachmentLimit(limit: unknown): number {
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_ATTACHMENT_LIMIT;
}
