import type { MailSettingBody } from '../../../common/api/mail.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { mailCaller } from './mail-caller.ts';
import { mailServerFailure } from './mail-server-error.ts';
import { checkedSetting, endpointOf, ownSetting } from './mail-settings.ts';
import { imapClient, smtpTransport, type MailEndpoint } from './mail-transport.ts';

/** Signs in to the SMTP server, then to the IMAP server; the first failure is thrown as the localised reason. */
export async function checkEndpoint(endpoint: MailEndpoint): Promise<void> {
  const smtp = smtpTransport(endpoint);
  try {
    await smtp.verify();
  } catch (error) {
    throw mailServerFailure(error, `SMTP ${endpoint.smtpHost}:${endpoint.smtpPort}`, endpoint.password);
  } finally {
    smtp.close();
  }
  const imap = imapClient(endpoint);
  imap.on('error', () => { /* reported by connect() */ });
  try {
    await imap.connect();
  } catch (error) {
    throw mailServerFailure(error, `IMAP ${endpoint.imapHost}:${endpoint.imapPort}`, endpoint.password);
  }
  await imap.logout().catch(() => imap.close());
}

/**
 * POST /mail/mail/mailSetting/v1/test?isOriginPwd: tries the form's servers with the form's password, or with the
 * stored one of the mailbox `id` (isOriginPwd=true, the caller's own mailbox only). Replies 连接成功 or the reason.
 */
export async function testConnection(db: Db, principal: Principal, body: MailSettingBody, useStored: boolean): Promise<void> {
  mailCaller(principal);
  const values = checkedSetting(body);
  let password = body.password ?? '';
  if (useStored) {
    if (!body.id) throw badRequest('mailSettingPasswordRequired');
    const stored = await withTenant(db, principal.tenantId, (tx) => ownSetting(tx, principal, body.id!));
    password = endpointOf(stored).password;
  }
  if (!password) throw badRequest('mailSettingPasswordRequired');
  await checkEndpoint({
    mailAddress: values.mail_address, name: values.name, account: values.account, password, smtpHost: values.smtp_host, smtpPort: values.smtp_port,
    imapHost: values.imap_host, imapPort: values.imap_port, ssl: values.ssl,
  });
}
