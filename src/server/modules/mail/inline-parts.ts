import { inlinePictureUrl } from '../../../common/api/mail.ts';

const CID_REF = /cid:([^"'\s>)]+)/gi;

const normal = (cid: string): string => {
  let value = cid.trim().replace(/^<|>$/g, '');
  try {
    value = decodeURIComponent(value);
  } catch {
    // Not URL-encoded: as written.
  }
  return value.toLowerCase();
};

/** The Content-IDs a mail body refers to (`<img src="cid:...">`), normalised (no brackets, decoded, lower case). */
export function referencedCids(html: string): Set<string> {
  return new Set([...html.matchAll(CID_REF)].map((m) => normal(m[1]!)));
}

/** The Content-ID of a MIME part (mailparser's `cid`, or its Content-ID header), normalised; undefined without one. */
export const partCid = (part: { cid?: string; contentId?: string }): string | undefined => {
  const raw = part.cid ?? part.contentId;
  return raw ? normal(raw) : undefined;
};

/** The body with each `cid:` reference to a stored part replaced by the part's file URL (others left as they are). */
export function rewriteCids(html: string, stored: ReadonlyMap<string, string>): string {
  return html.replace(CID_REF, (whole, cid: string) => {
    const fileId = stored.get(normal(cid));
    return fileId ? inlinePictureUrl(fileId) : whole;
  });
}
