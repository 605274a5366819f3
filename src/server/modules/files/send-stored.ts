import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { contentDisposition } from './content-disposition.ts';
import type { FileRow } from './file-access.ts';
import type { FileStorage } from './storage.ts';

/** One `bytes=a-b` / `bytes=a-` / `bytes=-n` range within `size`, or null when there is none or it is unusable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a stored file out (memory stays flat whatever the size). Content goes out with its sniffed type, never
 * sniffed again by the browser, and never able to run script. Inline content answers byte ranges, so the media
 * player can seek and pdf.js can fetch parts.
 */
export async function sendStored(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: FileRow, disposition: 'attachment' | 'inline', storageKey = file.storage_key, mime = file.mime) {
  const size = await storage.size(storageKey);
  if (size === undefined) throw notFound('attachmentNotFound');
  reply
    .header('content-type', disposition === 'inline' ? mime : 'application/octet-stream')
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', disposition === 'inline' ? "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'" : "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
  const range = disposition === 'inline' ? byteRange(request.headers.range, size) : null;
  if (disposition === 'inline') reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  if (range) {
    return reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1).send(storage.open(storageKey, range));
  }
  return reply.header('content-length', size).send(storage.open(storageKey));
}
