/** The kinds of content an upload may hold, recognised by their first bytes (never by the name alone). */
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

const startsWith = (content: Buffer, bytes: number[]) => bytes.every((b, i) => content[i] === b);

/** What the first bytes say the content is; text = no NUL byte in the first 64 kB and no known binary signature. */
export function sniffContent(content: Buffer): ContentKind | undefined {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpg';
  const head = content.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04]) || startsWith(content, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  // ISO base media (MP4): a box of type "ftyp" first; Matroska/WebM: the EBML magic; MP3: an ID3 tag or a frame sync.
  if (content.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (startsWith(content, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (head.startsWith('ID3') || (content[0] === 0xff && ((content[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (head.startsWith('RIFF') && content.subarray(8, 12).toString('latin1') === 'WAVE') return 'wav';
  if (!content.subarray(0, 65536).includes(0)) return 'text';
  return undefined;
}

/** Whether content fits an extension: same signature, and an Office Open XML file holds its part folder. */
export function contentFits(ext: string, content: Buffer): boolean {
  const type = FILE_TYPES[ext];
  if (!type || sniffContent(content) !== type.kind) return false;
  // Local file headers name every entry; word/, xl/ or ppt/ tells a docx from an xlsx from a pptx.
  return !type.zipEntry || content.includes(Buffer.from(type.zipEntry, 'latin1'));
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
