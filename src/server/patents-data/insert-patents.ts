import type { Kysely } from 'kysely';
import { LEGAL_STATUSES, type LegalStatus } from '../../common/enums/legal-status.ts';
import { PATENT_TYPES } from '../../common/enums/patent-type.ts';
import type { Database } from '../db/schema.ts';
import { renderPatentPdf } from '../modules/patents/patent-pdf.ts';
import type { GeneratedPatent } from './generate-patents.ts';

export interface InsertOptions {
  /** Patents per INSERT statement (about 30 parameters each; PostgreSQL allows 65535 per statement). */
  batchSize?: number;
  /** Store a generated full-text PDF per patent in patent_document, with this English applicant name. */
  pdfApplicant?: string;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Inserts generated patents and their detail rows with multi-row statements; returns the patents written. */
export async function insertPatents(db: Kysely<Database>, tenantId: number, patents: readonly GeneratedPatent[], options: InsertOptions = {}): Promise<number> {
  const size = options.batchSize ?? 500;
  let written = 0;
  for (const batch of chunks(patents, size)) {
    const ids = await db.insertInto('patent').values(batch.map((p) => p.patent))
      .onConflict((oc) => oc.columns(['tenant_id', 'application_no']).doNothing())
      .returning(['id', 'application_no']).execute();
    const idOf = new Map(ids.map((r) => [r.application_no, r.id]));
    written += ids.length;
    const fresh = batch.filter((p) => idOf.has(p.patent.application_no));
    const rows = <T>(pick: (p: GeneratedPatent) => T[]) =>
      fresh.flatMap((p) => pick(p).map((row) => ({ ...row, tenant_id: tenantId, patent_id: idOf.get(p.patent.application_no)! })));
    const events = rows((p) => p.events.map((e, sn) => ({ publicity_date: e.publicityDate, status_name: e.statusName, status_info: e.statusInfo, sn })));
    for (const part of chunks(events, 2000)) await db.insertInto('patent_legal_event').values(part).execute();
    for (const part of chunks(rows((p) => p.family), 2000)) await db.insertInto('patent_family').values(part).execute();
    for (const part of chunks(rows((p) => p.priorities), 2000)) await db.insertInto('patent_priority').values(part).execute();
    for (const part of chunks(rows((p) => p.citations), 2000)) await db.insertInto('patent_citation').values(part).execute();
    if (options.pdfApplicant) {
      const applicant = options.pdfApplicant;
      const documents = fresh.map((p) => {
        const content = renderPatentPdf({
          applicationNo: p.patent.application_no, applicationDate: String(p.patent.application_date),
          publicationNo: p.patent.publication_no ?? null, publicationDate: p.patent.publication_date ? String(p.patent.publication_date) : null,
          type: PATENT_TYPES[p.patent.type]['en-US'], legalStatus: LEGAL_STATUSES[p.patent.legal_status as LegalStatus]['en-US'],
          ipc: p.patent.ipc ?? null, mainIpc: p.patent.main_ipc ?? null, expiryDate: p.patent.expiry_date ? String(p.patent.expiry_date) : null,
          applicant, inventorCount: p.patent.inventors?.length ?? 0,
        });
        return { tenant_id: tenantId, patent_id: idOf.get(p.patent.application_no)!, file_name: `${p.patent.publication_no ?? p.patent.application_no_norm}.pdf`,
          content, size: content.length };
      });
      for (const part of chunks(documents, 200)) await db.insertInto('patent_document').values(part).execute();
    }
  }
  return written;
}
