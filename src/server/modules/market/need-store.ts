import { sql } from 'kysely';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { RecordStore, StoredRecord } from '../forms/record-stores.ts';
import { dayOf, isMarketOffice, logMarketMove, numberOf, requireMarketOffice, rowId, textOf } from './market-office.ts';
import { checkClassKeys } from './result-store.ts';

/** The bo of 企业需求's form (schemas/bo/businessNeed.json). */
export const NEED_BO = 'businessNeed';

/** 企业需求's form (template qyxq) over business_need: the IP office records a company's need; a new one is open. */
export const needStore: RecordStore = {
  authorize: (tx, principal) => requireMarketOffice(tx, principal),
  mayChange: (tx, principal) => isMarketOffice(tx, principal),
  async read(tx, principal, id, lock): Promise<StoredRecord> {
    const { rows } = await sql<{ id: number; version: number; title: string; company: string; contact: string | null; phone: string | null;
      description: string; class_keys: string[]; budget: number | null; deadline: string | null }>`
      select id, version, title, company, contact, phone, description, class_keys, budget::float8 as budget, deadline::text as deadline
      from business_need where tenant_id = ${principal.tenantId} and id = ${rowId(id)} ${lock ? sql`for update` : sql``}`.execute(tx);
    const row = rows[0];
    if (!row) throw notFound('needNotFound');
    return {
      id: String(row.id), version: row.version,
      data: { title: row.title, company: row.company, contact: row.contact, phone: row.phone, description: row.description,
        classes: row.class_keys, budget: row.budget, deadline: row.deadline },
    };
  },
  async write(tx, principal, _lang, data, existing) {
    const classes = await checkClassKeys(tx, principal.tenantId, Array.isArray(data.classes) ? data.classes.map(String) : []);
    const values = {
      title: textOf(data.title), company: textOf(data.company), contact: textOf(data.contact) || null, phone: textOf(data.phone) || null,
      description: textOf(data.description), budget: numberOf(data.budget), deadline: dayOf(data.deadline),
    };
    if (!values.title || !values.company) throw badRequest('badRequest');
    if (!existing) {
      const { rows } = await sql<{ id: number; version: number }>`insert into business_need (tenant_id, title, company, contact, phone, description,
          class_keys, budget, deadline, created_by)
        values (${principal.tenantId}, ${values.title}, ${values.company}, ${values.contact}, ${values.phone}, ${values.description},
          ${classes}::text[], ${values.budget}, ${values.deadline}::date, ${principal.userId}) returning id, version`.execute(tx);
      await logMarketMove(tx, principal, principal.tenantId, 'need', rows[0]!.id, 'create', null, 'open');
      return { id: String(rows[0]!.id), version: rows[0]!.version };
    }
    const { rows } = await sql<{ id: number; version: number }>`update business_need set title = ${values.title}, company = ${values.company},
        contact = ${values.contact}, phone = ${values.phone}, description = ${values.description}, class_keys = ${classes}::text[],
        budget = ${values.budget}, deadline = ${values.deadline}::date, version = version + 1, updated_at = now()
      where tenant_id = ${principal.tenantId} and id = ${Number(existing.id)} and version = ${existing.version} returning id, version`.execute(tx);
    if (!rows[0]) throw new AppError(409, 'marketStale');
    return { id: String(rows[0].id), version: rows[0].version };
  },
};
