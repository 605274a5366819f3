import { sql, type Selectable } from 'kysely';
import type { Linkman, LinkmanSaveBody, MailLinkCandidate } from '../../../common/api/mail.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { isEmail } from './mail-address.ts';
import { mailCaller } from './mail-caller.ts';
import { withMailTables, type MailLinkmanTable, type StoredAddress } from './mail-tables.ts';

const FIELDS: QueryFields = [
  { name: 'name', column: 'l.name', type: 'string' },
  { name: 'email', column: 'l.email', type: 'string' },
  { name: 'mobile', column: 'l.mobile', type: 'string' },
  { name: 'company', column: 'l.company', type: 'string' },
  { name: 'createTime', column: 'l.created_at', type: 'date' },
];

/** Spec: 11 digits starting with 1, the second 3-9 (手机号码不正确！). */
const MOBILE = /^1[3-9]\d{9}$/;

const toLinkman = (row: Selectable<MailLinkmanTable>): Linkman => ({
  id: row.id, name: row.name, email: row.email, mobile: row.mobile, company: row.company, remark: row.remark, version: row.version,
  createTime: new Date(row.created_at).toISOString(),
});

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** POST /mail/mail/mailLinkman/v1/listJson: the caller's contacts by name; params.keyword matches name, e-mail, company. */
export async function listLinkmen(db: Db, principal: Principal, filter: QueryFilter): Promise<Paged<Linkman>> {
  mailCaller(principal);
  const keyword = typeof filter.params?.keyword === 'string' ? filter.params.keyword.trim().toLowerCase() : '';
  return withTenant(db, principal.tenantId, async (tx) => {
    let base = withMailTables(tx).selectFrom('mail_linkman as l').selectAll().where('l.user_id', '=', principal.userId);
    if (keyword) {
      const like = `%${likeEscape(keyword)}%`;
      base = base.where(sql<boolean>`(lower(l.name) like ${like} or lower(l.email) like ${like} or lower(l.company) like ${like} or l.mobile like ${like})`);
    }
    const page = await pagedQuery(base, filter, FIELDS, { order: [['l.name', 'asc'], ['l.id', 'asc']] });
    return { ...page, rows: page.rows.map(toLinkman) };
  });
}

async function ownLinkman(tx: Tx, principal: Principal, id: number) {
  const row = await withMailTables(tx).selectFrom('mail_linkman').selectAll().where('user_id', '=', principal.userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('mailLinkmanNotFound');
  return row;
}

/** GET /mail/mail/mailLinkman/v1/getJson?id. */
export async function readLinkman(db: Db, principal: Principal, id: number): Promise<Linkman> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => toLinkman(await ownLinkman(tx, principal, id)));
}

/** POST /mail/mail/mailLinkman/v1/save: adds or changes a contact (a stale version is a 409, an address twice refused). */
export async function saveLinkman(db: Db, principal: Principal, body: LinkmanSaveBody): Promise<{ id: number; version: number }> {
  mailCaller(principal);
  const name = body.name.trim();
  if (!name) throw badRequest('mailLinkmanNameRequired');
  const email = body.email.trim();
  if (!isEmail(email)) throw badRequest('mailAddressInvalid');
  const mobile = body.mobile?.trim() ?? '';
  if (mobile && !MOBILE.test(mobile)) throw badRequest('mailLinkmanMobileInvalid');
  const values = { name, email, mobile, company: body.company?.trim() ?? '', remark: body.remark?.trim() ?? '' };
  return withTenant(db, principal.tenantId, async (tx) => {
    const table = withMailTables(tx);
    const clash = await table.selectFrom('mail_linkman').select('id').where('user_id', '=', principal.userId)
      .where(sql<boolean>`lower(email) = lower(${email})`).where('id', '!=', body.id ?? 0).executeTakeFirst();
    if (clash) throw badRequest('mailLinkmanDuplicate', { address: email });
    if (!body.id) {
      return table.insertInto('mail_linkman').values({ ...values, tenant_id: principal.tenantId, user_id: principal.userId, updated_at: new Date() })
        .returning(['id', 'version']).executeTakeFirstOrThrow();
    }
    const updated = await table.updateTable('mail_linkman').set({ ...values, version: sql`version + 1`, updated_at: new Date() })
      .where('user_id', '=', principal.userId).where('id', '=', body.id).where('version', '=', body.version ?? -1).returning(['id', 'version']).executeTakeFirst();
    if (updated) return updated;
    await ownLinkman(tx, principal, body.id);
    throw conflict();
  });
}

/** DELETE /mail/mail/mailLinkman/v1/remove?ids: the caller's contacts (all of them, or none when one is not theirs). */
export async function removeLinkmen(db: Db, principal: Principal, ids: number[]): Promise<{ removed: number }> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    const removed = await withMailTables(tx).deleteFrom('mail_linkman').where('user_id', '=', principal.userId).where('id', 'in', ids).returning('id').execute();
    if (removed.length !== ids.length) throw notFound('mailLinkmanNotFound');
    return { removed: removed.length };
  });
}

/** The parties of one of the caller's mails with the contact each address already is. */
async function candidates(tx: Tx, principal: Principal, mailId: number): Promise<MailLinkCandidate[]> {
  const table = withMailTables(tx);
  const mail = await table.selectFrom('mail').select(['sender_name', 'sender_address', 'sender_user_id', 'to_list', 'cc_list', 'bcc_list', 'set_id'])
    .where('owner_id', '=', principal.userId).where('id', '=', mailId).executeTakeFirst();
  if (!mail) throw notFound('mailNotFound');
  const parties: [StoredAddress, MailLinkCandidate['role']][] = [
    [{ name: mail.sender_name, address: mail.sender_address, ...(mail.sender_user_id ? { userId: mail.sender_user_id } : {}) }, 'from'],
    ...mail.to_list.map((a) => [a, 'to'] as [StoredAddress, MailLinkCandidate['role']]),
    ...mail.cc_list.map((a) => [a, 'cc'] as [StoredAddress, MailLinkCandidate['role']]),
    ...mail.bcc_list.map((a) => [a, 'bcc'] as [StoredAddress, MailLinkCandidate['role']]),
  ];
  const known = await table.selectFrom('mail_linkman').select(['id', 'email']).where('user_id', '=', principal.userId).execute();
  const seen = new Set<string>();
  const out: MailLinkCandidate[] = [];
  for (const [party, role] of parties) {
    const key = party.address.toLowerCase();
    if (!party.address || seen.has(key)) continue;
    seen.add(key);
    out.push({ name: party.name || party.address, address: party.address, role, linkmanId: known.find((k) => k.email.toLowerCase() === key)?.id ?? null, userId: party.userId ?? null });
  }
  return out;
}

/** GET /mail/mail/mailLinkman/v1/getLinkMan?mailId. */
export async function linkmenOfMail(db: Db, principal: Principal, mailId: number): Promise<MailLinkCandidate[]> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, (tx) => candidates(tx, principal, mailId));
}

/**
 * POST /mail/mail/mailLinkman/v1/importFromMail?mailId: saves the mail's e-mail addresses (all not yet contacts, or
 * the chosen ones) as contacts, named as the mail names them. Internal users (accounts, not e-mail addresses) are not
 * contacts.
 */
export async function importLinkmen(db: Db, principal: Principal, mailId: number, chosen: string[] | undefined): Promise<{ added: number }> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    const all = await candidates(tx, principal, mailId);
    const wanted = chosen ? new Set(chosen.map((a) => a.trim().toLowerCase())) : undefined;
    const fresh = all.filter((c) => c.linkmanId === null && c.userId === null && isEmail(c.address) && (!wanted || wanted.has(c.address.toLowerCase())));
    if (wanted) {
      for (const address of wanted) if (!all.some((c) => c.address.toLowerCase() === address)) throw badRequest('mailRecipientInvalid', { address });
    }
    if (!fresh.length) return { added: 0 };
    const rows = await withMailTables(tx).insertInto('mail_linkman')
      .values(fresh.map((c) => ({ tenant_id: principal.tenantId, user_id: principal.userId, name: c.name.slice(0, 100), email: c.address, updated_at: new Date() })))
      .onConflict((oc) => oc.doNothing()).returning('id').execute();
    return { added: rows.length };
  });
}
