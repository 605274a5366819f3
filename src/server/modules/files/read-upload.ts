import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { formatBytes } from './file-limits.ts';

export interface Upload {
  /** The client's file name, reduced to a plain base name. */
  name: string;
  content: Buffer;
}

/** A client file name without folders or control characters, at most 200 characters (keeping the extension). */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - ext.length) + ext;
}

/** The one file of a multipart/form-data request, read into memory up to `maxBytes` (else 400 uploadTooLarge). */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('uploadNotMultipart');
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw badRequest('uploadNotMultipart');
  }
  if (!part) throw badRequest('uploadNoFile');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'uploadTooLarge', { size: formatBytes(maxBytes) });
    throw badRequest('uploadNotMultipart');
  }
  const name = cleanFileName(part.filename ?? '');
  if (!name || content.length === 0) throw badRequest('uploadNoFile');
  return { name, content };
}
