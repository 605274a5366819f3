import type { OnlinePreviewReply } from '../../../common/api/files.ts';

/**
 * What onlinePreview answers for a file (workflow-office.md section 4, "File preview"): the client picks its viewer
 * from `result`: html / txt / picture in a frame, compress as a file tree, media in the player, anything else as PDF.
 */
export type PreviewResult = OnlinePreviewReply['result'];

const BY_EXTENSION: Record<string, PreviewResult> = {
  png: 'picture', jpg: 'picture', jpeg: 'picture', gif: 'picture', txt: 'txt', csv: 'txt', pdf: 'pdf', zip: 'compress',
};

export const previewResultOf = (ext: string): PreviewResult => BY_EXTENSION[ext] ?? 'office';

/** Served inline by `preview` (never HTML: text goes out as text/plain); everything else only as a download. */
export const INLINE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'pdf', 'txt', 'csv']);
