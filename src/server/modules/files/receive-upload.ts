import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { formatBytes, type FileLimits } from './file-limits.ts';
import { cleanFileName } from './read-upload.ts';
import { contentFits, extensionOf, zipEntryNames } from './sniff-content.ts';
import type { FileStorage } from './storage.ts';

/** How much of the start of an upload is kept to check its content (Office Open XML names its part folders early). */
const HEAD_BYTES = 256 * 1024;

/** A file streamed to storage and checked, not yet recorded in the database. */
export interface ReceivedUpload {
  id: string;
  key: string;
  name: string;
  ext: string;
  size: number;
}

/** Counts the bytes going through and keeps the first HEAD_BYTES of them. */
class HeadKeeper extends Transform {
  size = 0;
  private chunks: Buffer[] = [];
  private kept = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.kept < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
    done(null, chunk);
  }
  head = () => Buffer.concat(this.chunks);
}

const tooLarge = (limits: FileLimits) => new AppError(400, 'uploadTooLarge', { size: formatBytes(limits.maxBytes) });

/**
 * The one file of a multipart/form-data request, streamed to storage under a generated name as it arrives (memory
 * stays flat whatever the size). Refused before a byte is stored: a name with an extension outside the allowed list
 * (上传的附件只能是 {list}格式!). Refused and removed again: content past the size limit (the parser stops reading at
 * the limit, the part file is deleted) and content that is not what its extension says (magic bytes). A client that
 * goes away mid-upload leaves nothing either. The caller records the file, or removes it when that fails.
 */
export async function receiveUpload(request: FastifyRequest, storage: FileStorage, limits: FileLimits, principal: Principal): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('uploadNotMultipart');
  let part;
  try {
    part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  } catch {
    throw badRequest('uploadNotMultipart');
  }
  if (!part) throw badRequest('uploadNoFile');
  const name = cleanFileName(part.filename ?? '');
  const ext = extensionOf(name);
  if (!name) {
    part.file.resume();
    throw badRequest('uploadNoFile');
  }
  if (!limits.extensions.includes(ext)) {
    part.file.resume();
    throw new AppError(400, 'uploadExtension', { list: limits.extensions.join(',') });
  }
  // A declared length already past the limit is refused without reading the body.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes + 64 * 1024) {
    part.file.resume();
    throw tooLarge(limits);
  }
  const id = randomUUID();
  const key = `${principal.tenantId}/${id}`;
  const keeper = new HeadKeeper();
  // The parser stops at the limit and ends the file short: fail the write there, so the part file is deleted.
  part.file.once('limit', () => keeper.destroy(Object.assign(new Error('upload too large'), { code: 'FST_REQ_FILE_TOO_LARGE' })));
  // A client that goes away mid-file: the parser just stops, so fail the write here too.
  const onClose = () => {
    if (!request.raw.complete) keeper.destroy(Object.assign(new Error('upload aborted'), { code: 'ECONNRESET' }));
  };
  request.raw.once('close', onClose);
  try {
    await storage.putStream(key, part.file.pipe(keeper));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge(limits);
    throw badRequest('uploadNotMultipart');
  } finally {
    request.raw.off('close', onClose);
  }
  if (part.file.truncated) {
    await storage.remove(key);
    throw tooLarge(limits);
  }
  const entries = async () => zipEntryNames(storage.localPath(key) ?? (await storage.get(key)));
  if (keeper.size === 0 || !(await contentFits(ext, keeper.head(), entries))) {
    await storage.remove(key);
    if (keeper.size === 0) throw badRequest('uploadNoFile');
    throw new AppError(400, 'uploadContentMismatch', { ext });
  }
  return { id, key, name, ext, size: keeper.size };
}
