import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';

/** The kinds of content an upload may hold, recognised by their first bytes (file-type; never by the name alone). */
export type ContentKind = 'pdf' | 'png' | 'jpg' | 'gif' | 'zip' | 'ole' | 'mp4' | 'webm' | 'mp3' | 'wav' | 'text';

/** Allowed extensions: the content each must sniff as, and the type it is served with. */
export const FILE_TYPES: Record<string, { kind: ContentKind; mime: string; zipEntry?: string }> = {
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  png: { kind: 'png', mime: 'image/png' },
  jpg: { kind: 'jpg', mime: 'image/jpeg' },
  jpeg: { kind: 'jpg', mime: 'image/jpeg' },
  gif: { kind: 'gif', mime: 'image/gif' },
  docx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zipEntry: 'word/' },
  xlsx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zipEntry: 'xl/' },
  pptx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', zipEntry: 'ppt/' },
  zip: { kind: 'zip', mime: 'application/zip' },
  doc: { kind: 'ole', mime: 'application/msword' },
  xls: { kind: 'ole', mime: 'application/vnd.ms-excel' },
  ppt: { kind: 'ole', mime: 'application/vnd.ms-powerpoint' },
  mp4: { kind: 'mp4', mime: 'video/mp4' },
  webm: { kind: 'webm', mime: 'video/webm' },
  mp3: { kind: 'mp3', mime: 'audio/mpeg' },
  wav: { kind: 'wav', mime: 'audio/wav' },
  txt: { kind: 'text', mime: 'text/plain; charset=utf-8' },
  csv: { kind: 'text', mime: 'text/csv; charset=utf-8' },
};

/** file-type's answers, by the kind of content each is to us (a zip-based format is a zip; CFB is the OLE of old Office). */
const KIND_OF: Record<string, ContentKind> = {
  pdf: 'pdf', png: 'png', apng: 'png', jpg: 'jpg', gif: 'gif',
  zip: 'zip', docx: 'zip', xlsx: 'zip', pptx: 'zip', odt: 'zip', ods: 'zip', odp: 'zip', epub: 'zip', jar: 'zip',
  cfb: 'ole', doc: 'ole', xls: 'ole', ppt: 'ole', msi: 'ole',
  mp4: 'mp4', m4v: 'mp4', m4a: 'mp4', m4b: 'mp4', m4p: 'mp4', mov: 'mp4', '3gp': 'mp4', '3g2': 'mp4', f4v: 'mp4', f4a: 'mp4',
  webm: 'webm', mkv: 'webm',
  mp3: 'mp3', mp2: 'mp3', mp1: 'mp3',
  wav: 'wav',
};
/** What file-type may name plain text as (markup): such content is text when it holds no NUL byte. */
const TEXT_LIKE = new Set(['xml', 'svg', 'html']);
const OOXML = new Set(['docx', 'xlsx', 'pptx']);

/** file-type's reading of the first bytes (its own signatures: never the name). */
async function detect(content: Buffer) {
  try {
    return await fileTypeFromBuffer(content);
  } catch {
    return undefined;
  }
}

/** What the first bytes say the content is; text = no NUL byte in the first 64 kB and no binary signature. */
export async function sniffContent(content: Buffer): Promise<ContentKind | undefined> {
  const found = await detect(content);
  const kind = found && KIND_OF[found.ext];
  if (kind) return kind;
  if (found && !TEXT_LIKE.has(found.ext)) return undefined;
  return content.subarray(0, 65536).includes(0) ? undefined : 'text';
}

/**
 * The entry names of a zip, read from its central directory with yauzl (nothing is extracted); undefined when it is
 * not a readable zip. `source` is the stored file (a path on disk, or its content).
 */
export function zipEntryNames(source: string | Buffer, limit = 10_000): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    const onZip = (error: Error | null, zip?: yauzl.ZipFile) => {
      if (error || !zip) return resolve(undefined);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (names.length >= limit) {
          zip.close();
          resolve(names);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', () => resolve(undefined));
      zip.readEntry();
    };
    const options = { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: false };
    if (typeof source === 'string') yauzl.open(source, options, onZip);
    else yauzl.fromBuffer(source, options, onZip);
  });
}

/**
 * Whether content fits an extension: the signature file-type reads from its first bytes, and for an Office Open XML
 * file its part folder (word/, xl/ or ppt/): file-type names the format itself when the parts come first, else the
 * archive's entries tell (`entries` reads them from the stored file).
 */
export async function contentFits(ext: string, head: Buffer, entries?: () => Promise<string[] | undefined>): Promise<boolean> {
  const type = FILE_TYPES[ext];
  if (!type) return false;
  const found = await detect(head);
  if (type.kind === 'text') return (!found || TEXT_LIKE.has(found.ext)) && !head.subarray(0, 65536).includes(0);
  if (!found || KIND_OF[found.ext] !== type.kind) return false;
  if (!type.zipEntry) return true;
  if (OOXML.has(found.ext)) return found.ext === ext;
  const names = entries ? await entries() : await zipEntryNames(head);
  return Boolean(names?.some((name) => name.startsWith(type.zipEntry!)));
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
