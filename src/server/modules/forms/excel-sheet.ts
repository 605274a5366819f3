import ExcelJS, { type CellValue } from 'exceljs';
import { AppError, badRequest } from '../../lib/app-error.ts';

export interface SheetColumn {
  header: string;
  width?: number;
  numFmt?: string;
  /** Required columns get a red header (and a `*` in the header text, added by the caller). */
  required?: boolean;
  /** A drop-down of allowed values (a dictionary's labels). */
  choices?: string[];
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows one import may hold (the spec leaves it open; large enough for a year's records, small enough for one transaction). */
export const MAX_IMPORT_ROWS = 5000;

/** One sheet with a bold header row and typed columns; drop-downs read their choices from a hidden sheet. */
export async function writeSheet(name: string, columns: SheetColumn[], rows: CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.min(40, Math.max(12, c.header.length * 2 + 4)), style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((c, i) => { if (c.required) header.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } }; });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
  const withChoices = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.choices?.length);
  if (withChoices.length) {
    // A list in a hidden sheet has no 255-character limit, unlike a list written into the rule itself.
    const lists = workbook.addWorksheet('_lists', { state: 'veryHidden' });
    withChoices.forEach(({ c, i }, n) => {
      c.choices!.forEach((choice, r) => { lists.getCell(r + 1, n + 1).value = choice; });
      const letter = lists.getColumn(n + 1).letter;
      const last = Math.max(rows.length + 1, 1000) + 1;
      for (let r = 2; r <= last; r++) {
        sheet.getCell(r, i + 1).dataValidation = {
          type: 'list', allowBlank: true, formulae: [`'_lists'!$${letter}$1:$${letter}$${c.choices!.length}`],
          showErrorMessage: true, errorStyle: 'stop',
        };
      }
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SheetRow { rowNumber: number; cells: CellValue[] }

/** The first sheet: its header texts and its non-empty data rows (at most MAX_IMPORT_ROWS, else 400). */
export async function readSheet(content: Buffer): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('excelUnreadable');
  }
  const sheet = workbook.worksheets.find((s) => s.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw badRequest('excelUnreadable');
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => { headers[col - 1] = cell.text.trim(); });
  const rows: SheetRow[] = [];
  let count = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = headers.map((_h, i) => row.getCell(i + 1).value);
    if (cells.every((c) => c === null || c === undefined || (typeof c === 'string' && c.trim() === ''))) return;
    count++;
    if (count <= MAX_IMPORT_ROWS) rows.push({ rowNumber, cells });
  });
  if (count > MAX_IMPORT_ROWS) throw new AppError(400, 'excelTooManyRows', { max: MAX_IMPORT_ROWS, count });
  return { headers, rows };
}
