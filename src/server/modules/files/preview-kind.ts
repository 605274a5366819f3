import type { OnlinePreviewReply } from '../../../common/api/files.ts';
import { FILE_TYPES } from './sniff-content.ts';

/**
 * What onlinePreview answers for a file (workflow-office.md section 4, "File preview"): the client picks its viewer
 * from `result`: txt / picture in a frame or the image viewer, compress as a file tree, media in the player, pdf in
 * pdf.js, office converted to PDF.
 */
export type PreviewResult = OnlinePreviewReply['result'];

const BY_KIND: Partial<Record<string, PreviewResult>> = {
  png: 'picture', jpg: 'picture', gif: 'picture', text: 'txt', pdf: 'pdf', mp4: 'media', webm: 'media', mp3: 'media', wav: 'media',
};

export function previewResultOf(ext: string): PreviewResult {
  if (ext === 'zip') return 'compress';
  const kind = FILE_TYPES[ext]?.kind;
  return (kind && BY_KIND[kind]) ?? 'office';
}

/** Served inline by `preview` (never HTML: text goes out as text/plain); everything else only as a download. */
export const INLINE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'pdf', 'txt', 'csv', 'mp4', 'webm', 'mp3', 'wav']);
