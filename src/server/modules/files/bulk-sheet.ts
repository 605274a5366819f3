import { sql } from 'kysely';
import type { CellValue } from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { cleanPatentNumber } from '../../../common/patents/application-number.ts';
import { PUBLIC_INDEX_ADMIN_ROLES } from '../../../common/enums/roles.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { loadCaller } from '../forms/caller.ts';
import { isManager } from '../forms/record-access.ts';
import { readSheet, type SheetRow } from '../forms/excel-sheet.ts';
import { readUpload } from './read-upload.ts';

/** How many row problems a refusal names (the count says how many there are in all). */
const PROBLEMS_SHOWN = 10;

/** The bulk screens change patents of the whole tenant: patent administrators (IPgly, qyIPgly, kyIPgly) and record managers only. */
export async function requirePatentAdmin(db: Db, principal: Principal): Promise<void> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  await withTenant(db, principal.tenantId, async (tx) => {
    const caller = await loadCaller(tx, principal);
    if (!isManager(caller) && !caller.roles.some((r) => PUBLIC_INDEX_ADMIN_ROLES.includes(r))) throw forbidden();
  });
}

/** The rows of the one .xlsx of a multipart request (header row skipped); none: 400. */
export async function readBulkSheet(request: FastifyRequest, maxBytes: number): Promise<SheetRow[]> {
  const upload = await readUpload(request, maxBytes);
  if (!upload.name.toLowerCase().endsWith('.xlsx')) throw badRequest('bulkSheetOnlyXlsx');
  const { rows } = await readSheet(upload.content);
  if (!rows.length) throw badRequest('bulkSheetEmpty');
  return rows;
}

/** A cell as trimmed text (numbers as typed, rich text joined, formulas by their result). */
export function cellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') {
    if (cell instanceof Date) return cell.toISOString().slice(0, 10);
    if ('richText' in cell) return cell.richText.map((part) => part.text).join('').trim();
    if ('text' in cell) return String(cell.text).trim();
    if ('result' in cell) return cellText(cell.result as CellValue);
    return '';
  }
  return String(cell).trim();
}

export interface PatentMatch { id: number; name: string; application_no: string; publication_no: string | null }

/** The tenant's patent with this publication or application number (typed with or without CN/ZL, dot, spaces). */
export async function patentByNumber(tx: Tx, tenantId: number, typed: string): Promise<PatentMatch | undefined> {
  const number = cleanPatentNumber(typed);
  if (!number) return undefined;
  return tx.selectFrom('patent').select(['id', 'name', 'application_no', 'publication_no'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('publication_no_norm', '=', number), eb('application_no_norm', '=', number), eb(sql<string>`replace(application_no_norm, '.', '')`, '=', number)]))
    .orderBy('id').executeTakeFirst();
}

/** The problems found in a sheet's rows; any problem refuses the whole file (nothing of it is written). */
export class RowProblems {
  private readonly lines: string[] = [];
  constructor(private readonly t: TFunction) {}
  add(row: number, key: string, params: Record<string, unknown> = {}): void {
    this.lines.push(this.t('bulkRowProblem', { row, problem: this.t(key, params) }));
  }
  get count(): number {
    return this.lines.length;
  }
  /** 400 naming the first problems and how many rows failed. */
  throwIfAny(): void {
    if (!this.lines.length) return;
    const shown = this.lines.slice(0, PROBLEMS_SHOWN).join(this.t('bulkProblemSeparator'));
    throw new AppError(400, 'bulkSheetRejected', { count: this.lines.length, problems: this.lines.length > PROBLEMS_SHOWN ? `${shown}…` : shown });
  }
}
