import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  LinkmanImportBody, LinkmanImportQuery, LinkmanPage, Linkman, LinkmanSaveBody, MAIL_ROUTES, MailComposeQuery, MailDraft, MailIdQuery, MailIdsQuery,
  MailIsReadQuery, MailItem, MailLinkCandidate, MailPage, MailPickItem, MailPickQuery, MailRemoveQuery, MailSendBody, MailSetting, MailSettingBody,
  MailSettingIdQuery, MailSettingPage, MailSettingSaveQuery, MailSyncProgress, MailTreeNode, MailUnreadCount,
} from '../../../common/api/mail.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { localFolderStorage } from '../files/storage.ts';
import { composeFrom } from './compose-mail.ts';
import { syncMailbox, syncProgress } from './imap-sync.ts';
import { importLinkmen, linkmenOfMail, listLinkmen, readLinkman, removeLinkmen, saveLinkman } from './linkman.ts';
import { idList } from './mail-caller.ts';
import { pickRecipients } from './mail-pick.ts';
import { listSettings, readSetting, removeSettings, saveSetting, setDefaultSetting } from './mail-settings.ts';
import { mailTree, mailUnreadCount } from './mail-tree.ts';
import { listMail } from './list-mail.ts';
import { markRead, readMail } from './read-mail.ts';
import { removeMail } from './remove-mail.ts';
import { sendMail } from './send-mail.ts';
import { testConnection } from './test-connection.ts';
import { unreadChanged } from '../home/unread-sources.ts';
import './unread-source.ts';

const tags = ['mail'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/**
 * Mail, contacts and external mailboxes (portal host, workflow-office.md "Mail (portal)"). Everything is the
 * caller's own: another user's or tenant's mail, contact or mailbox is 404, the visitor account is refused (403).
 */
export async function mailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const storage = localFolderStorage(path.join(fastify.config.dataDir, 'files'));
  const t = (request: { lang: Parameters<typeof translatorFor>[0] }) => translatorFor(request.lang);
  const r = MAIL_ROUTES;

  app.post(r.list, { schema: { tags, body: QueryFilter, response: replies(MailPage), summary: 'A folder of a mailbox (params.type, params.setId), newest first; params.keyword searches' } },
    (request) => listMail(db, principalOf(request), request.body));
  app.get(r.tree, { schema: { tags, response: replies(Type.Array(MailTreeNode)), summary: 'Mailboxes and their folders with counts' } },
    (request) => mailTree(db, principalOf(request), request.lang));
  app.get(r.get, { schema: { tags, querystring: MailIdQuery, response: replies(MailItem), summary: 'One of the caller\'s mails, content Base64' } },
    (request) => readMail(db, principalOf(request), Number(request.query.id)));
  app.get(r.compose, { schema: { tags, querystring: MailComposeQuery, response: replies(MailDraft), summary: 'A reply, reply-all or forward of a mail, prefilled' } },
    (request) => composeFrom(db, principalOf(request), Number(request.query.id), request.query.action, request.lang));
  app.get(r.remove, { schema: { tags, querystring: MailRemoveQuery, response: replies(CommandReply), summary: 'Moves mails to the trash; mails in the trash are deleted for good' } },
    async (request) => {
      const principal = principalOf(request);
      const result = await removeMail(db, storage, principal, idList(request.query.ids), request.query.type ? Number(request.query.type) : undefined);
      unreadChanged(principal.tenantId, [principal.userId]);
      return ok(t(request)('deleted'), result);
    });
  app.post(r.sync, { schema: { tags, querystring: MailIdQuery, response: replies(CommandReply), summary: 'Fetches new mail of a mailbox over IMAP (incremental, idempotent)' } },
    async (request) => {
      const principal = principalOf(request);
      const result = await syncMailbox(db, storage, principal, Number(request.query.id), request.lang);
      if (result.added) unreadChanged(principal.tenantId, [principal.userId]);
      return ok(t(request)('mailSynced', { count: result.added }), result);
    });
  app.get(r.syncProgress, { schema: { tags, querystring: MailIdQuery, response: replies(MailSyncProgress), summary: 'Progress of a running sync' } },
    (request) => syncProgress(db, principalOf(request), Number(request.query.id)));
  app.post(r.send, { bodyLimit: 16 * 1024 * 1024, schema: { tags, body: MailSendBody, response: replies(CommandReply), summary: 'Sends a mail (internal or over SMTP), or saves a draft (isDraft)' } },
    async (request) => {
      const principal = principalOf(request);
      const { notFiled, ...result } = await sendMail(db, storage, principal, request.body, (userIds) => unreadChanged(principal.tenantId, userIds));
      if (notFiled) return ok(t(request)('mailSentNotFiled', { reason: t(request)(notFiled.messageKey, notFiled.params) }), result);
      return ok(t(request)(request.body.isDraft ? 'saved' : 'mailSent'), result);
    });
  app.get(r.isRead, { schema: { tags, querystring: MailIsReadQuery, response: replies(CommandReply), summary: 'Marks a mail read (isRead=0: unread)' } },
    async (request) => {
      const principal = principalOf(request);
      const result = await markRead(db, principal, Number(request.query.id), request.query.isRead !== '0');
      unreadChanged(principal.tenantId, [principal.userId]);
      return ok(t(request)('operationSucceeded'), result);
    });
  app.get(r.unreadCount, { schema: { tags, response: replies(MailUnreadCount), summary: 'Unread mails in the caller\'s inboxes' } },
    (request) => mailUnreadCount(db, principalOf(request)));

  app.post(r.linkmanList, { schema: { tags, body: QueryFilter, response: replies(LinkmanPage), summary: 'The caller\'s contacts' } },
    (request) => listLinkmen(db, principalOf(request), request.body));
  app.get(r.linkmanGet, { schema: { tags, querystring: MailIdQuery, response: replies(Linkman), summary: 'One contact' } },
    (request) => readLinkman(db, principalOf(request), Number(request.query.id)));
  app.post(r.linkmanSave, { schema: { tags, body: LinkmanSaveBody, response: replies(CommandReply), summary: 'Adds or changes a contact' } },
    async (request) => ok(t(request)('saved'), await saveLinkman(db, principalOf(request), request.body)));
  app.get(r.linkmanOfMail, { schema: { tags, querystring: LinkmanImportQuery, response: replies(Type.Array(MailLinkCandidate)), summary: 'The parties of a mail and the contacts they are' } },
    (request) => linkmenOfMail(db, principalOf(request), Number(request.query.mailId)));
  app.post(r.linkmanImport, { schema: { tags, querystring: LinkmanImportQuery, body: LinkmanImportBody, response: replies(CommandReply), summary: 'Saves a mail\'s addresses as contacts' } },
    async (request) => {
      const result = await importLinkmen(db, principalOf(request), Number(request.query.mailId), request.body.addresses);
      return ok(t(request)('mailLinkmenImported', { count: result.added }), result);
    });
  app.get(r.pick, { schema: { tags, querystring: MailPickQuery, response: replies(Type.Array(MailPickItem)), summary: 'Users and contacts matching a name, pinyin or initials' } },
    (request) => pickRecipients(db, principalOf(request), request.query.query));
  app.delete(r.linkmanRemove, { schema: { tags, querystring: MailIdsQuery, response: replies(CommandReply), summary: 'Deletes contacts' } },
    async (request) => ok(t(request)('deleted'), await removeLinkmen(db, principalOf(request), idList(request.query.ids))));

  app.post(r.settingList, { schema: { tags, body: QueryFilter, response: replies(MailSettingPage), summary: 'The caller\'s external mailboxes (never a password)' } },
    (request) => listSettings(db, principalOf(request), request.body));
  app.get(r.settingGet, { schema: { tags, querystring: MailSettingIdQuery, response: replies(MailSetting), summary: 'One mailbox (never its password)' } },
    (request) => readSetting(db, principalOf(request), Number(request.query.id)));
  app.post(r.settingSave, { schema: { tags, querystring: MailSettingSaveQuery, body: MailSettingBody, response: replies(CommandReply), summary: 'Adds or changes a mailbox; isOriginPwd=true keeps the stored password' } },
    async (request) => ok(t(request)('saved'), await saveSetting(db, principalOf(request), request.body, request.query.isOriginPwd === 'true')));
  app.post(r.settingTest, { schema: { tags, querystring: MailSettingSaveQuery, body: MailSettingBody, response: replies(CommandReply), summary: 'Signs in to the SMTP and IMAP servers (连接成功 or the reason)' } },
    async (request) => {
      await testConnection(db, principalOf(request), request.body, request.query.isOriginPwd === 'true');
      return ok(t(request)('mailConnected'));
    });
  app.delete(r.settingRemove, { schema: { tags, querystring: MailIdsQuery, response: replies(CommandReply), summary: 'Deletes mailboxes and their stored mails' } },
    async (request) => {
      const principal = principalOf(request);
      const result = await removeSettings(db, storage, principal, idList(request.query.ids));
      unreadChanged(principal.tenantId, [principal.userId]);
      return ok(t(request)('deleted'), result);
    });
  app.post(r.settingSetDefault, { schema: { tags, querystring: MailSettingIdQuery, response: replies(CommandReply), summary: 'Makes a mailbox the caller\'s default' } },
    async (request) => ok(t(request)('operationSucceeded'), await setDefaultSetting(db, principalOf(request), Number(request.query.id))));
}
