import { type Kysely } from 'kysely';
import { reviseTemplate } from '../../modules/definitions/ship-definitions.ts';
import { execScript } from '../exec-script.ts';
import { protectTenantTables } from '../tenant-tables.ts';

type Field = { field?: string; formatter?: string; key?: string; url?: string };
const fieldsOf = (body: Record<string, unknown>, list: string) => (Array.isArray(body[list]) ? body[list] as Field[] : []);
const ORDER_URL = '/zlyy/template/form/jydd/add';

/**
 * Issue 18, agency cases meet the library and the marketplace (docs/agency-cases.md, docs/results-marketplace.md): the
 * time-limit reminders sent, once each per due date (agency_term_reminder); in 代理专利 (dlzlbd) the application number
 * links to the case's library patent; 成果库 (cgc)'s 下单 opens the order form with the result's patent and trade mode.
 * Templates an administrator has changed in those places are left as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create table agency_term_reminder (
  tenant_id integer not null references tenant(id),
  term_id integer not null references agency_term(id) on delete cascade,
  due_date date not null,
  stage text not null check (stage in ('d30','d7','d1')),
  user_id integer not null references app_user(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (term_id, due_date, stage, user_id)
);
`);
  await protectTenantTables(db, ['agency_term_reminder']);
  await reviseTemplate(db, 'dlzlbd', 'the application number links to the library patent (issue 18)',
    (body) => fieldsOf(body, 'displayFields').some((f) => f.field === 'applicationNo' && !f.formatter),
    (body) => ({
      ...body,
      displayFields: fieldsOf(body, 'displayFields').map((f) => (f.field === 'applicationNo' && !f.formatter ? { ...f, formatter: 'patentLink' } : f)),
      rowFields: [...new Set([...(Array.isArray(body.rowFields) ? body.rowFields as string[] : []), 'patentId'])],
    }));
  await reviseTemplate(db, 'cgc', '下单 opens the order form prefilled (issue 18)',
    (body) => fieldsOf(body, 'manageFields').some((f) => f.key === 'order' && f.url === ORDER_URL),
    (body) => ({
      ...body,
      manageFields: fieldsOf(body, 'manageFields').map((f) => (f.key === 'order' && f.url === ORDER_URL
        ? { ...f, url: `${ORDER_URL}?applicationNo=\${applicationNo}&kind=\${tradeMode}` } : f)),
    }));
}
