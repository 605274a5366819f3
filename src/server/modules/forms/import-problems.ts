import type { CellValue } from 'exceljs';
import type { ImportProblem } from '../../../common/api/templates.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { BoField } from '../../../common/definitions/kinds/bo.ts';
import { problemMessage, type RecordProblem } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { writeSheet, type SheetRow } from './excel-sheet.ts';
import { errorColumnHeaders } from './import-columns.ts';

/** One problem of an imported row: its sheet row number, the column header, the field, the localised message. */
export type RowProblem = ImportProblem;

/** Thrown inside an import's transaction (so nothing is written); the route adds the downloadable report. */
export class ImportRejected extends Error {
  constructor(readonly problems: RowProblem[], readonly headers: string[], readonly rows: SheetRow[]) {
    super('import rejected');
  }
}

/** A row's validation problems as row problems; the column is the sheet header of the field (its label when absent). */
export function rowProblems(row: number, problems: RecordProblem[], fields: BoField[], headers: string[], columnFields: (BoField | undefined)[], lang: Language): RowProblem[] {
  const t = translatorFor(lang);
  return problems.map((p) => {
    const name = p.pointer.split('/')[1] ?? '';
    const field = fields.find((f) => f.name === name);
    const index = columnFields.findIndex((f) => f?.name === name);
    const column = index >= 0 ? headers[index]! : field ? resolveLabel(field.label, lang) : name;
    return { row, column, field: name, message: problemMessage(p, t, lang) };
  });
}

/** The sheet as it came, with an error column naming each failed row's problems ("column: message; ..."). */
export function problemReport(rejected: ImportRejected, lang: Language): Promise<Buffer> {
  const t = translatorFor(lang);
  const byRow = new Map<number, string[]>();
  for (const p of rejected.problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), `${p.column}: ${p.message}`]);
  // A report imported again and failing again keeps one error column.
  const errorHeaders = errorColumnHeaders();
  const keep = rejected.headers.map((h, i) => (errorHeaders.has(h) ? -1 : i)).filter((i) => i >= 0);
  const columns = [...keep.map((i) => ({ header: rejected.headers[i]! })), { header: t('importErrorColumn'), width: 60, required: true }];
  const rows: CellValue[][] = rejected.rows.map((r) => [...keep.map((i) => r.cells[i] ?? null), byRow.get(r.rowNumber)?.join('; ') ?? null]);
  return writeSheet(t('importReportSheet'), columns, rows);
}
