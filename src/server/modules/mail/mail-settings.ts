import { sql } from 'kysely';
import type { MailSetting, MailSettingBody } from '../../../common/api/mail.ts';
import type { QueryFilter } from '../../../common/query/query-filter.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { pagedQuery, type Paged } from '../../query/paged-query.ts';
import type { QueryFields } from '../../query/query-fields.ts';
import { isEmail } from './mail-address.ts';
import { mailCaller } from './mail-caller.ts';
import { decryptSecret, encryptSecret } from './mail-secret.ts';
import type { FileStorage } from '../files/storage.ts';
import { dropUnreferencedFiles, removeStoredContent } from './mail-file-cleanup.ts';
import { withMailTables, type MailSettingTable } from './mail-tables.ts';
import type { MailEndpoint } from './mail-transport.ts';
import type { Selectable } from 'kysely';

type SettingRow = Selectable<MailSettingTable>;

const HOST = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^\d{1,3}(?:\.\d{1,3}){3}$|^\[[0-9a-fA-F:]+\]$/;

/** A mailbox as replies show it: never the password, only whether one is stored. */
export function toMailSetting(row: SettingRow): MailSetting {
  return {
    id: row.id, name: row.name, mailAddress: row.mail_address, account: row.account, smtpHost: row.smtp_host, smtpPort: row.smtp_port,
    imapHost: row.imap_host, imapPort: row.imap_port, ssl: row.ssl, isDefault: row.is_default ? 1 : 0, hasPassword: row.password_enc !== null,
    lastSyncAt: row.last_sync_at ? new Date(row.last_sync_at).toISOString() : null, version: row.version,
  };
}

const FIELDS: QueryFields = [
  { name: 'mailAddress', column: 's.mail_address', type: 'string' },
  { name: 'name', column: 's.name', type: 'string' },
  { name: 'smtpHost', column: 's.smtp_host', type: 'string' },
  { name: 'imapHost', column: 's.imap_host', type: 'string' },
];

/** One of the caller's mailboxes (another user's or tenant's is 404), optionally locked for a change. */
export async function ownSetting(tx: Tx, principal: Principal, id: number, lock = false): Promise<SettingRow> {
  let query = withMailTables(tx).selectFrom('mail_setting as s').selectAll().where('s.id', '=', id).where('s.user_id', '=', principal.userId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('mailSettingNotFound');
  return row;
}

/** The endpoint of a stored mailbox with its password decrypted (never leaves the server). */
export function endpointOf(row: SettingRow): MailEndpoint {
  if (row.password_enc === null) throw badRequest('mailSettingNoPassword');
  const password = decryptSecret(row.password_enc);
  if (password === undefined) throw badRequest('mailSecretUnreadable');
  return {
    mailAddress: row.mail_address, name: row.name, account: row.account, password, smtpHost: row.smtp_host, smtpPort: row.smtp_port,
    imapHost: row.imap_host, imapPort: row.imap_port, ssl: row.ssl,
  };
}

/** One change of a user's mailboxes at a time: the default and the duplicate check see all of them. */
const lockUserSettings = (tx: Tx, principal: Principal) => sql`select pg_advisory_xact_lock(hashtextextended(${`mail-setting:${principal.tenantId}:${principal.userId}`}, 0))`.execute(tx);

/** POST /mail/mail/mailSetting/v1/listJson: the caller's mailboxes, the default first. */
export async function listSettings(db: Db, principal: Principal, filter: QueryFilter): Promise<Paged<MailSetting>> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    const base = withMailTables(tx).selectFrom('mail_setting as s').selectAll().where('s.user_id', '=', principal.userId);
    const page = await pagedQuery(base, filter, FIELDS, { order: [['s.is_default', 'desc'], ['s.id', 'asc']] });
    return { ...page, rows: page.rows.map(toMailSetting) };
  });
}

/** GET /mail/mail/mailSetting/v1/getJson?id. */
export async function readSetting(db: Db, principal: Principal, id: number): Promise<MailSetting> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => toMailSetting(await ownSetting(tx, principal, id)));
}

/** The checked values of a mailbox form (addresses, hosts); the password is handled by the caller. */
export function checkedSetting(body: MailSettingBody) {
  const mailAddress = body.mailAddress.trim();
  if (!isEmail(mailAddress)) throw badRequest('mailAddressInvalid');
  const smtpHost = body.smtpHost.trim();
  const imapHost = body.imapHost.trim();
  if (!smtpHost || !imapHost) throw badRequest('mailSettingHostRequired');
  for (const host of [smtpHost, imapHost]) if (!HOST.test(host)) throw badRequest('mailSettingHostInvalid', { host });
  return {
    name: body.name?.trim() ?? '', mail_address: mailAddress, account: body.account?.trim() || mailAddress,
    smtp_host: smtpHost, smtp_port: body.smtpPort, imap_host: imapHost, imap_port: body.imapPort, ssl: body.ssl,
  };
}

/**
 * POST /mail/mail/mailSetting/v1/save?isOriginPwd: adds or changes one of the caller's mailboxes. isOriginPwd=true
 * keeps the stored password (the form shows none); otherwise the given one is encrypted and stored (a new mailbox
 * needs one). The caller's first mailbox, or isDefault 1, becomes the default (the others stop being it). A stale
 * version is a 409; the same address twice is refused.
 */
export async function saveSetting(db: Db, principal: Principal, body: MailSettingBody, keepPassword: boolean): Promise<{ id: number; version: number }> {
  mailCaller(principal);
  const values = checkedSetting(body);
  const password = body.password ?? '';
  if (!keepPassword && !password) throw badRequest('mailSettingPasswordRequired');
  if (keepPassword && !body.id) throw badRequest('mailSettingPasswordRequired');
  return withTenant(db, principal.tenantId, async (tx) => {
    const mail = withMailTables(tx);
    await lockUserSettings(tx, principal);
    const clash = await mail.selectFrom('mail_setting').select('id').where('user_id', '=', principal.userId)
      .where(sql<boolean>`lower(mail_address) = lower(${values.mail_address})`).where('id', '!=', body.id ?? 0).executeTakeFirst();
    if (clash) throw badRequest('mailSettingDuplicate', { address: values.mail_address });
    const others = await mail.selectFrom('mail_setting').select('id').where('user_id', '=', principal.userId).where('id', '!=', body.id ?? 0).execute();
    const makeDefault = body.isDefault === 1 || others.length === 0;
    if (makeDefault) await mail.updateTable('mail_setting').set({ is_default: false }).where('user_id', '=', principal.userId).where('is_default', '=', true).where('id', '!=', body.id ?? 0).execute();
    const secret = keepPassword ? {} : { password_enc: encryptSecret(password) };
    if (!body.id) {
      return mail.insertInto('mail_setting').values({ ...values, password_enc: encryptSecret(password), tenant_id: principal.tenantId, user_id: principal.userId, is_default: makeDefault, updated_at: new Date() })
        .returning(['id', 'version']).executeTakeFirstOrThrow();
    }
    const current = await ownSetting(tx, principal, body.id, true);
    if (current.version !== (body.version ?? -1)) throw conflict();
    if (keepPassword && current.password_enc === null) throw badRequest('mailSettingPasswordRequired');
    const isDefault = makeDefault || (body.isDefault === undefined && current.is_default);
    return mail.updateTable('mail_setting').set({ ...values, ...secret, is_default: isDefault, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', body.id).returning(['id', 'version']).executeTakeFirstOrThrow();
  });
}

/** POST /mail/mail/mailSetting/v1/setDefault?id: one default per user. */
export async function setDefaultSetting(db: Db, principal: Principal, id: number): Promise<{ id: number }> {
  mailCaller(principal);
  return withTenant(db, principal.tenantId, async (tx) => {
    await lockUserSettings(tx, principal);
    await ownSetting(tx, principal, id, true);
    const mail = withMailTables(tx);
    await mail.updateTable('mail_setting').set({ is_default: false }).where('user_id', '=', principal.userId).where('id', '!=', id).where('is_default', '=', true).execute();
    await mail.updateTable('mail_setting').set({ is_default: true, version: sql`version + 1`, updated_at: new Date() }).where('id', '=', id).execute();
    return { id };
  });
}

/**
 * DELETE /mail/mail/mailSetting/v1/remove?ids: the caller's mailboxes and the mails stored for them, with the files
 * of those mails that nothing else holds (content removed after the commit).
 */
export async function removeSettings(db: Db, storage: FileStorage, principal: Principal, ids: number[]): Promise<{ removed: number }> {
  mailCaller(principal);
  let unheld: string[] = [];
  const result = await withTenant(db, principal.tenantId, async (tx) => {
    const mail = withMailTables(tx);
    const rows = await mail.selectFrom('mail_setting').select(['id', 'is_default']).where('user_id', '=', principal.userId).where('id', 'in', ids).forUpdate().execute();
    if (rows.length !== ids.length) throw notFound('mailSettingNotFound');
    const held = await mail.selectFrom('mail').select(['files', 'content']).where('owner_id', '=', principal.userId).where('set_id', 'in', ids)
      .where(sql<boolean>`(files <> '[]'::jsonb or strpos(content, 'downloadFile?fileId=') > 0)`).execute();
    await mail.deleteFrom('mail_setting').where('user_id', '=', principal.userId).where('id', 'in', ids).execute();
    unheld = await dropUnreferencedFiles(tx, principal.tenantId, held);
    if (rows.some((r) => r.is_default)) {
      const next = await mail.selectFrom('mail_setting').select('id').where('user_id', '=', principal.userId).orderBy('id').limit(1).executeTakeFirst();
      if (next) await mail.updateTable('mail_setting').set({ is_default: true }).where('id', '=', next.id).execute();
    }
    return { removed: rows.length };
  });
  await removeStoredContent(storage, unheld);
  return result;
}
