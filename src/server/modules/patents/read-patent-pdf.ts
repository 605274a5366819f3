import fs from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_STATUSES, type LegalStatus } from '../../../common/enums/legal-status.ts';
import { PATENT_TYPES } from '../../../common/enums/patent-type.ts';
import { cleanPatentNumber } from '../../../common/patents/application-number.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { renderPatentPdf } from './patent-pdf.ts';

export interface PatentPdf {
  fileName: string;
  content: Buffer;
}

/**
 * GET /api/patent/v1/file/desc/pdf/{pubNo}: the stored full-text PDF of the tenant's patent with that
 * publication number (bytes in patent_document, or a file under DATA_DIR/files), else one made from the row.
 */
export async function readPatentPdf(db: Db, tenantId: number, dataDir: string, pubNo: string): Promise<PatentPdf> {
  const key = cleanPatentNumber(pubNo);
  return withTenant(db, tenantId, async (tx) => {
    const p = await tx.selectFrom('patent as p')
      .innerJoin('tenant as t', 't.id', 'p.tenant_id')
      .select(['p.id', 'p.application_no', 'p.publication_no', 'p.type', 'p.legal_status', 'p.ipc', 'p.main_ipc', 'p.inventors', 't.name_en',
        (eb) => eb.fn<string>('to_char', ['p.application_date', eb.val('YYYY-MM-DD')]).as('application_date'),
        (eb) => eb.fn<string | null>('to_char', ['p.publication_date', eb.val('YYYY-MM-DD')]).as('publication_date'),
        (eb) => eb.fn<string | null>('to_char', ['p.expiry_date', eb.val('YYYY-MM-DD')]).as('expiry_date')])
      .where('p.publication_no_norm', '=', key)
      .orderBy('p.id')
      .executeTakeFirst();
    if (!p) throw notFound('attachmentNotFound');
    const fileName = `${p.publication_no ?? key}.pdf`;
    const doc = await tx.selectFrom('patent_document').select(['content', 'file_path'])
      .where('patent_id', '=', p.id).where('kind', '=', 'fullText').orderBy('id', 'desc').executeTakeFirst();
    if (doc?.content) return { fileName, content: Buffer.from(doc.content) };
    if (doc?.file_path) {
      const root = path.resolve(dataDir, 'files');
      const full = path.resolve(root, doc.file_path);
      if (!full.startsWith(`${root}${path.sep}`)) throw notFound('attachmentNotFound');
      const content = await fs.readFile(full).catch(() => null);
      if (!content) throw notFound('attachmentNotFound');
      return { fileName, content };
    }
    return {
      fileName,
      content: renderPatentPdf({
        applicationNo: p.application_no, applicationDate: p.application_date, publicationNo: p.publication_no, publicationDate: p.publication_date,
        type: PATENT_TYPES[p.type]['en-US'], legalStatus: LEGAL_STATUSES[p.legal_status as LegalStatus]?.['en-US'] ?? p.legal_status,
        ipc: p.ipc, mainIpc: p.main_ipc, expiryDate: p.expiry_date, applicant: p.name_en, inventorCount: p.inventors.length,
      }),
    };
  });
}
