import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type, type Static } from '@sinclair/typebox';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { cellText, patentByNumber, readBulkSheet, requirePatentAdmin, RowProblems } from './bulk-sheet.ts';

/** What one CPC sheet did. */
export const CpcImported = Type.Object({
  rows: Type.Integer({ description: 'rows of the sheet' }),
  patents: Type.Integer({ description: 'patents whose CPC classification was set' }),
  codes: Type.Integer({ description: 'CPC codes stored' }),
});
export type CpcImported = Static<typeof CpcImported>;

/** A CPC symbol: section, class, subclass, main group / subgroup (H01M10/0525, "H01M 10/0525"). */
const CPC = /^([A-HY])\s*(\d{2})\s*([A-Z])\s*(\d{1,4})\s*\/\s*(\d{2,6})$/;

/** A typed CPC symbol in its written form `H01M 10/0525`, or null when it is none. */
export function normalizeCpc(typed: string): string | null {
  const match = CPC.exec(typed.trim().toUpperCase());
  return match ? `${match[1]}${match[2]}${match[3]} ${Number(match[4])}/${match[5]}` : null;
}

/** Codes of one cell: separated by ; , ； ， | or line breaks. */
export function cpcCodesOf(text: string): string[] {
  return text.split(/[;,；，|\n\r]+/).map((code) => code.trim()).filter(Boolean);
}

/**
 * /documentManage/CPCUpload, one sheet per call: each row (A: publication or application number, B: the patent's
 * CPC codes, the first one its main code) replaces that patent's CPC classification (patent.cpc / main_cpc,
 * migration 0074). Patent administrators and record managers only. Every row is checked first (the patent is the
 * tenant's, each code is a CPC symbol, a patent appears once); any problem refuses the whole sheet with the rows
 * named, and the writes are one transaction.
 */
export async function importCpc(db: Db, principal: Principal, lang: Language, request: FastifyRequest, maxBytes: number): Promise<CpcImported> {
  await requirePatentAdmin(db, principal);
  const rows = await readBulkSheet(request, maxBytes);
  return withTenant(db, principal.tenantId, async (tx) => {
    const problems = new RowProblems(translatorFor(lang));
    const planned = new Map<number, { row: number; codes: string[] }>();
    for (const { rowNumber, cells } of rows) {
      const number = cellText(cells[0]);
      const typed = cpcCodesOf(cellText(cells[1]));
      if (!number) problems.add(rowNumber, 'bulkNumberMissing');
      if (!typed.length) problems.add(rowNumber, 'bulkCpcMissing');
      const bad = typed.filter((code) => !normalizeCpc(code));
      if (bad.length) problems.add(rowNumber, 'bulkCpcFormat', { codes: bad.join(', ') });
      if (!number) continue;
      const patent = await patentByNumber(tx, principal.tenantId, number);
      if (!patent) {
        problems.add(rowNumber, 'bulkRowPatentNotFound', { number });
        continue;
      }
      const earlier = planned.get(patent.id);
      if (earlier) problems.add(rowNumber, 'bulkPatentRepeated', { number, row: earlier.row });
      else planned.set(patent.id, { row: rowNumber, codes: [...new Set(typed.map(normalizeCpc).filter((code): code is string => code !== null))] });
    }
    problems.throwIfAny();
    let codes = 0;
    for (const [patentId, { codes: list }] of planned) {
      await tx.updateTable('patent').set({ cpc: list.join(';'), main_cpc: list[0]!, updated_at: sql`now()` })
        .where('tenant_id', '=', principal.tenantId).where('id', '=', patentId).execute();
      codes += list.length;
    }
    return { rows: rows.length, patents: planned.size, codes };
  });
}
