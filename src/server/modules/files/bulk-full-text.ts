import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { cleanPatentNumber } from '../../../common/patents/application-number.ts';
import { PUBLIC_INDEX_ADMIN_ROLES } from '../../../common/enums/roles.ts';
import { FileInfo } from '../../../common/api/files.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from '../forms/caller.ts';
import { isManager } from '../forms/record-access.ts';
import type { FileLimits } from './file-limits.ts';
import { receiveUpload } from './receive-upload.ts';
import type { FileStorage } from './storage.ts';
import { insertFileRow } from './store-file.ts';

/** What one uploaded full text became: the patent it was matched to and the stored file. */
export const FullTextAttached = Type.Object({
  patentId: Type.Integer(), title: Type.String(), applicationNo: Type.String(), publicationNo: Type.Union([Type.String(), Type.Null()]), file: FileInfo,
});
export type FullTextAttached = Static<typeof FullTextAttached>;

/**
 * /documentManage/bulkUpload, one file per call: a PDF named after a patent's publication (or application)
 * number, e.g. CN101234567A.pdf, becomes that patent's full text (what /api/patent/v1/file/desc/pdf serves),
 * replacing the previous one. Only patent administrators (IPgly, qyIPgly, kyIPgly) and record managers may; the
 * patent must be the tenant's. The file row, the document row and the removal of the old one are one transaction;
 * when anything fails the stored content is removed again.
 */
export async function attachFullText(db: Db, storage: FileStorage, limits: FileLimits, principal: Principal, request: FastifyRequest): Promise<FullTextAttached> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  await withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    if (!isManager(caller) && !caller.roles.some((r) => PUBLIC_INDEX_ADMIN_ROLES.includes(r))) throw forbidden();
  });
  const received = await receiveUpload(request, storage, { maxBytes: limits.maxBytes, extensions: ['pdf'] }, principal);
  try {
    const number = cleanPatentNumber(received.name.replace(/\.pdf$/i, ''));
    return await withTenant(db, principal.tenantId, async (tx) => {
      const patent = await tx.selectFrom('patent').select(['id', 'name', 'application_no', 'publication_no'])
        .where('tenant_id', '=', principal.tenantId)
        .where((eb) => eb.or([eb('publication_no_norm', '=', number), eb('application_no_norm', '=', number), eb(sql<string>`replace(application_no_norm, '.', '')`, '=', number)]))
        .orderBy('id').executeTakeFirst();
      if (!patent) throw new AppError(400, 'bulkPatentNotFound', { number: received.name.replace(/\.pdf$/i, '') });
      const file = await insertFileRow(tx, principal, received);
      await tx.deleteFrom('patent_document').where('tenant_id', '=', principal.tenantId).where('patent_id', '=', patent.id).where('kind', '=', 'fullText').execute();
      await tx.insertInto('patent_document').values({
        tenant_id: principal.tenantId, patent_id: patent.id, kind: 'fullText', file_name: received.name, content_type: 'application/pdf',
        file_path: received.key, size: received.size,
      }).execute();
      return { patentId: patent.id, title: patent.name, applicationNo: patent.application_no, publicationNo: patent.publication_no, file };
    });
  } catch (error) {
    await storage.remove(received.key);
    throw error;
  }
}
