import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { FileInfo } from './file-table.ts';
import type { FileLimits } from './file-limits.ts';
import { receiveUpload } from './receive-upload.ts';
import type { FileStorage } from './storage.ts';
import { recordFile } from './store-file.ts';

/**
 * upload: the extension must be allowed (else the spec's 上传的附件只能是 {list}格式!), the size within the limit
 * and the content what the extension says (magic bytes); it is streamed to storage under a generated name, then
 * recorded for the caller.
 */
export async function uploadFile(db: Db, storage: FileStorage, limits: FileLimits, principal: Principal, request: FastifyRequest, flowKey?: string): Promise<FileInfo> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const received = await receiveUpload(request, storage, limits, principal);
  return recordFile(db, storage, principal, { ...received, flowKey });
}
