import type { Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { FileInfo } from './file-table.ts';
import type { FileLimits } from './file-limits.ts';
import type { Upload } from './read-upload.ts';
import { contentFits, extensionOf } from './sniff-content.ts';
import type { FileStorage } from './storage.ts';
import { storeFile } from './store-file.ts';

/**
 * upload: the extension must be allowed (else the spec's 上传的附件只能是 {list}格式!) and the content must be what the
 * extension says (magic bytes), then it is stored under a generated name.
 */
export async function uploadFile(db: Db, storage: FileStorage, limits: FileLimits, principal: Principal, upload: Upload, flowKey?: string): Promise<FileInfo> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const ext = extensionOf(upload.name);
  if (!limits.extensions.includes(ext)) throw new AppError(400, 'uploadExtension', { list: limits.extensions.join(',') });
  if (!contentFits(ext, upload.content)) throw new AppError(400, 'uploadContentMismatch', { ext });
  return storeFile(db, storage, principal, { name: upload.name, ext, content: upload.content, flowKey });
}
