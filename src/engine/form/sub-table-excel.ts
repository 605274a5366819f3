import { resolveLabel } from '../../common/definitions/label.ts';
import type { BoChild, BoField } from '../../common/definitions/kinds/bo.ts';
import type { Language } from '../../common/i18n/languages.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const asLanguage = (lang: string): Language => (lang === 'en-US' ? 'en-US' : 'zh-CN');
const loadExcel = async () => (await import('exceljs')).default;

function cellValue(field: BoField, raw: unknown): unknown {
  const value = raw && typeof raw === 'object' && 'result' in raw ? (raw as { result: unknown }).result
    : raw && typeof raw === 'object' && 'text' in raw ? (raw as { text: unknown }).text : raw;
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return field.type === 'datetime' ? value.toISOString().slice(0, 19).replace('T', ' ') : value.toISOString().slice(0, 10);
  if (['number', 'money', 'integer', 'user', 'org'].includes(field.type)) return Number(value);
  if (field.type === 'boolean') return value === true || value === 'true' || value === '是' || value === 1;
  return String(value);
}

/** Rows of a sub-table from an Excel file whose first row names the columns (label in either language, or field name). */
export async function importSubRows(child: BoChild | undefined, file: File, lang: string): Promise<Record<string, unknown>[]> {
  if (!child) return [];
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const names = (field: BoField) => [field.name, resolveLabel(field.label, 'zh-CN'), resolveLabel(field.label, 'en-US'), resolveLabel(field.label, asLanguage(lang))];
  const columns = new Map<number, BoField>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = child.fields.find((f) => names(f).includes(String(cell.value ?? '').trim()));
    if (field) columns.set(col, field);
  });
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const out: Record<string, unknown> = {};
    for (const [col, field] of columns) {
      const value = cellValue(field, row.getCell(col).value);
      if (value !== undefined) out[field.name] = value;
    }
    if (Object.keys(out).length) rows.push(out);
  });
  return rows;
}

/** Downloads a sub-table's rows as an Excel file with the column labels in the UI language. */
export async function exportSubRows(child: BoChild | undefined, rows: Record<string, unknown>[], lang: string): Promise<void> {
  if (!child) return;
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const language = asLanguage(lang);
  const sheet = book.addWorksheet(resolveLabel(child.name, language).slice(0, 31) || child.alias);
  sheet.addRow(child.fields.map((f) => resolveLabel(f.label, language)));
  for (const row of rows) sheet.addRow(child.fields.map((f) => (row[f.name] as string | number | boolean | undefined) ?? null));
  const buffer = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: XLSX }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${child.alias}.xlsx`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
