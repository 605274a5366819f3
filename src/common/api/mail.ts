import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from '../query/page.ts';

/**
 * Mail (workflow-office.md "Mail /v-mail", "Mail (portal)"): the wire shapes of every mail call. All routes are on
 * the portal host (`/api/portal`), under the Hotent paths below. Commands reply the envelope
 * `{ state, message, value? }` (CommandReply); reads reply the thing; paged reads reply `{ rows, total, page, pageSize }`.
 * A false state carries a localised message (保存失败, 删除失败, the SMTP/IMAP server's reason, ...) and the client shows
 * it as an error.
 */
export const MAIL_ROUTES = {
  /** POST QueryFilter (params: MailListParams) → MailPage. */
  list: '/mail/mail/mail/v1/listJson',
  /** GET → MailTreeNode[] (one root per mailbox: internal mail first, then each external account). */
  tree: '/mail/mail/mail/v1/getMailTreeData',
  /** GET ?id → MailItem (content Base64). Reading does not mark read; call isRead. */
  get: '/mail/mail/mail/v1/getJson',
  /** GET ?id&action=reply|replyAll|forward → MailDraft prefilled for compose (/mail/mailAdd). */
  compose: '/mail/mail/mail/v1/compose',
  /** GET ?ids&type → CommandReply 删除成功 / 删除失败. Mails in the trash are deleted for good, others move to the trash. */
  remove: '/mail/mail/mail/v1/remove',
  /** POST ?id (a setting id) → CommandReply, value MailSyncResult. Resolves when the sync has finished. */
  sync: '/mail/mail/mail/v1/sync',
  /** GET ?id (a setting id) → MailSyncProgress (poll while a sync runs). */
  syncProgress: '/mail/mail/mail/v1/syncProgress',
  /** POST MailSendBody → CommandReply, value { id } (the sent copy, or the draft). isDraft saves a draft (保存成功). */
  send: '/mail/mail/mail/v1/send',
  /** GET ?id[&isRead=0] → CommandReply: marks a mail read (or unread with isRead=0). */
  isRead: '/mail/mail/mail/v1/isRead',
  /** GET → MailUnreadCount: unread internal + external inbox mails of the caller. */
  unreadCount: '/mail/mail/mail/v1/unreadCount',

  /** POST QueryFilter (params.keyword) → LinkmanPage. */
  linkmanList: '/mail/mail/mailLinkman/v1/listJson',
  /** GET ?id → Linkman. */
  linkmanGet: '/mail/mail/mailLinkman/v1/getJson',
  /** POST LinkmanSaveBody → CommandReply 保存成功 / 保存失败, value { id }. */
  linkmanSave: '/mail/mail/mailLinkman/v1/save',
  /** GET ?mailId → MailLinkCandidate[]: the mail's sender and recipients, with the contact each already is. */
  linkmanOfMail: '/mail/mail/mailLinkman/v1/getLinkMan',
  /** POST ?mailId, body LinkmanImportBody → CommandReply, value { added }: saves the mail's addresses as contacts. */
  linkmanImport: '/mail/mail/mailLinkman/v1/importFromMail',
  /** GET ?query → MailPickItem[] (users of the tenant and the caller's contacts; name, pinyin or initials match). */
  pick: '/mail/mail/mailLinkman/v1/getMailAndUserData',
  /** DELETE ?ids → CommandReply 删除成功 / 删除失败. */
  linkmanRemove: '/mail/mail/mailLinkman/v1/remove',

  /** POST QueryFilter → MailSettingPage (the caller's own mailboxes). */
  settingList: '/mail/mail/mailSetting/v1/listJson',
  /** GET ?id → MailSetting (never the password). */
  settingGet: '/mail/mail/mailSetting/v1/getJson',
  /** POST ?isOriginPwd=true|false, body MailSettingBody → CommandReply 保存成功 / 保存失败, value { id }. */
  settingSave: '/mail/mail/mailSetting/v1/save',
  /** POST ?isOriginPwd=true|false, body MailSettingBody (with id to use the stored password) → CommandReply 连接成功, or state false with the reason. */
  settingTest: '/mail/mail/mailSetting/v1/test',
  /** DELETE ?ids → CommandReply 删除成功 / 删除失败 (the account's mails go with it). */
  settingRemove: '/mail/mail/mailSetting/v1/remove',
  /** POST ?id → CommandReply: makes the mailbox the caller's default (one per user). */
  settingSetDefault: '/mail/mail/mailSetting/v1/setDefault',
} as const;

/** Hotent mail types (the folder a mail is in): 1 inbox, 2 sent, 3 drafts, 4 trash. */
export const MAIL_FOLDERS = { inbox: 1, sent: 2, drafts: 3, trash: 4 } as const;
export const MailFolder = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);
export type MailFolder = Static<typeof MailFolder>;

/** setId 0 is the internal mailbox (mail between users of the tenant); other ids are external mailboxes (MailSetting.id). */
export const INTERNAL_SET_ID = 0;

/** A party of a mail. Internal mail addresses users (userId set, address the user's account); external mail an e-mail address. */
export const MailAddress = Type.Object({
  name: Type.String({ maxLength: 200 }),
  address: Type.String({ maxLength: 320 }),
  userId: Type.Optional(Type.Integer({ minimum: 1, description: 'internal mail: the recipient user' })),
});
export type MailAddress = Static<typeof MailAddress>;

/** An attachment (spec File: fileId, fileName, size); read through the file service (/system/file/v1/downloadFile?fileId=...). */
export const MailFile = Type.Object({
  id: Type.String({ maxLength: 64 }),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  size: Type.Optional(Type.Integer()),
});
export type MailFile = Static<typeof MailFile>;

/** params of the list call's QueryFilter. querys may also name: subject, senderAddress, senderName, isRead, sendDate. */
export const MailListParams = Type.Object({
  type: Type.Optional(Type.Union([MailFolder, Type.String({ pattern: '^[1-4]$' })], { description: 'the folder; default 1 (inbox)' })),
  setId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^[0-9]+$' })], { description: '0 internal (default), else a mailbox' })),
  keyword: Type.Optional(Type.String({ maxLength: 200, description: 'searched in subject, sender and recipients' })),
  isRead: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 only unread, 1 only read' })),
}, { additionalProperties: true });
export type MailListParams = Static<typeof MailListParams>;

export const MailRow = Type.Object({
  id: Type.Integer(),
  type: MailFolder,
  setId: Type.Integer(),
  subject: Type.String(),
  senderName: Type.String(),
  senderAddress: Type.String(),
  /** The To recipients (for the sent and drafts folders). */
  to: Type.Array(MailAddress),
  sendDate: Type.Union([Type.String({ description: 'ISO 8601 (UTC): sent or received; null for a draft' }), Type.Null()]),
  isRead: Type.Integer({ description: '1 read, 0 unread' }),
  fileCount: Type.Integer(),
  /** 1 when the caller answered it. */
  isReply: Type.Integer(),
  version: Type.Integer(),
});
export type MailRow = Static<typeof MailRow>;
export const MailPage = PageOf(MailRow);

export const MailItem = Type.Object({
  ...MailRow.properties,
  cc: Type.Array(MailAddress),
  bcc: Type.Array(MailAddress, { description: 'only on the sender\'s own copies' }),
  content: Type.String({ description: 'Base64 of the UTF-8 HTML body, sanitised by the server' }),
  files: Type.Array(MailFile),
  /** The folder the mail was in before the trash (4 only). */
  fromType: Type.Union([MailFolder, Type.Null()]),
});
export type MailItem = Static<typeof MailItem>;

/** A compose form's content: what compose returns and (with isDraft) what send takes. */
export const MailDraft = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, description: 'a draft being edited (/mail/mailEdit/{id})' })),
  version: Type.Optional(Type.Integer({ description: 'the draft version read; a stale one is a 409' })),
  setId: Type.Integer({ minimum: 0, description: '0 internal mail, else the mailbox it is sent from' }),
  subject: Type.String({ maxLength: 500 }),
  to: Type.Array(MailAddress, { maxItems: 500 }),
  cc: Type.Optional(Type.Array(MailAddress, { maxItems: 500 })),
  bcc: Type.Optional(Type.Array(MailAddress, { maxItems: 500 })),
  content: Type.String({ maxLength: 14_000_000, description: 'Base64 of the UTF-8 HTML body' }),
  files: Type.Optional(Type.Array(MailFile, { maxItems: 100 })),
  /** The mail answered (reply / reply all) or forwarded: its attachments may be carried over, it gets isReply. */
  replyOf: Type.Optional(Type.Integer({ minimum: 1 })),
  forwardOf: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type MailDraft = Static<typeof MailDraft>;

export const MailSendBody = Type.Object({
  ...MailDraft.properties,
  isDraft: Type.Optional(Type.Boolean({ description: 'true: saved as a draft (保存成功), nothing is sent' })),
});
export type MailSendBody = Static<typeof MailSendBody>;

export const MailComposeAction = Type.Union([Type.Literal('reply'), Type.Literal('replyAll'), Type.Literal('forward')]);
export type MailComposeAction = Static<typeof MailComposeAction>;
export const MailComposeQuery = Type.Object({ id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }), action: MailComposeAction });

export const MailIdQuery = Type.Object({ id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }) });
export const MailIdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 5000, pattern: '^[0-9]+(,[0-9]+)*$' }) });
export const MailRemoveQuery = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 5000, pattern: '^[0-9]+(,[0-9]+)*$' }),
  type: Type.Optional(Type.String({ pattern: '^[1-4]$', description: 'the folder the list shows; a mail no longer in it is a 409' })),
});
export const MailIsReadQuery = Type.Object({
  id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }),
  isRead: Type.Optional(Type.String({ pattern: '^[01]$', description: 'default 1' })),
});

/** A node of the folder tree: a mailbox root (folder null) or one of its four folders. */
export const MailTreeNode = Type.Object({
  id: Type.String({ description: '"0" / "0-1" internal root / folder; "<setId>" / "<setId>-<type>" for an account' }),
  parentId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String({ description: 'localised folder name, or the mailbox address' }),
  setId: Type.Integer(),
  type: Type.Union([MailFolder, Type.Null()]),
  unread: Type.Integer(),
  total: Type.Integer(),
  isDefault: Type.Boolean({ description: 'roots: the caller\'s default mailbox' }),
});
export type MailTreeNode = Static<typeof MailTreeNode>;

export const MailUnreadCount = Type.Object({ count: Type.Integer() });
export type MailUnreadCount = Static<typeof MailUnreadCount>;

export const MailSyncResult = Type.Object({
  added: Type.Integer({ description: 'new mails stored by this sync' }),
  scanned: Type.Integer({ description: 'messages looked at on the server' }),
});
export type MailSyncResult = Static<typeof MailSyncResult>;

export const MailSyncProgress = Type.Object({
  running: Type.Boolean(),
  done: Type.Integer({ description: 'messages fetched so far in the running sync' }),
  total: Type.Integer({ description: 'messages this sync has to fetch (0 until known)' }),
  lastSyncAt: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type MailSyncProgress = Static<typeof MailSyncProgress>;

/** A contact (v-linkmanList). */
export const Linkman = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  company: Type.String(),
  remark: Type.String(),
  version: Type.Integer(),
  createTime: Type.String(),
});
export type Linkman = Static<typeof Linkman>;
export const LinkmanPage = PageOf(Linkman);

export const LinkmanSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  version: Type.Optional(Type.Integer()),
  name: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 320 }),
  mobile: Type.Optional(Type.String({ maxLength: 30 })),
  company: Type.Optional(Type.String({ maxLength: 200 })),
  remark: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type LinkmanSaveBody = Static<typeof LinkmanSaveBody>;

export const MailLinkCandidate = Type.Object({
  name: Type.String(),
  address: Type.String(),
  role: Type.Union([Type.Literal('from'), Type.Literal('to'), Type.Literal('cc'), Type.Literal('bcc')]),
  /** The contact with this address, when there is one. */
  linkmanId: Type.Union([Type.Integer(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
});
export type MailLinkCandidate = Static<typeof MailLinkCandidate>;

export const LinkmanImportQuery = Type.Object({ mailId: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }) });
export const LinkmanImportBody = Type.Object({
  addresses: Type.Optional(Type.Array(Type.String({ maxLength: 320 }), { maxItems: 500, description: 'default: every external address of the mail not yet a contact' })),
});

export const MailPickQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) });
/** A recipient choice: a user of the tenant (internal mail) or a contact (external mail). */
export const MailPickItem = Type.Object({
  kind: Type.Union([Type.Literal('user'), Type.Literal('linkman')]),
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String({ description: 'users: account; contacts: e-mail' }),
  email: Type.String({ description: 'users: their e-mail (may be empty); contacts: e-mail' }),
  orgName: Type.String(),
  pinyin: Type.String({ description: 'full pinyin of the name, lower case, no spaces' }),
  initials: Type.String({ description: 'pinyin initials, lower case' }),
});
export type MailPickItem = Static<typeof MailPickItem>;

/** An external mailbox (v-settingList). The password is never returned. */
export const MailSetting = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'display name of the sender' }),
  mailAddress: Type.String(),
  account: Type.String({ description: 'login name on the servers (often the address)' }),
  smtpHost: Type.String(),
  smtpPort: Type.Integer(),
  imapHost: Type.String(),
  imapPort: Type.Integer(),
  ssl: Type.Boolean({ description: 'true: implicit TLS (465/993); false: STARTTLS when the server offers it' }),
  isDefault: Type.Integer({ description: '1 the caller\'s default mailbox' }),
  hasPassword: Type.Boolean(),
  lastSyncAt: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});
export type MailSetting = Static<typeof MailSetting>;
export const MailSettingPage = PageOf(MailSetting);

export const MailSettingBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  version: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  mailAddress: Type.String({ maxLength: 320 }),
  account: Type.Optional(Type.String({ maxLength: 320, description: 'default: mailAddress' })),
  password: Type.Optional(Type.String({ maxLength: 500, description: 'ignored with isOriginPwd=true (the stored one is kept)' })),
  smtpHost: Type.String({ maxLength: 255 }),
  smtpPort: Type.Integer({ minimum: 1, maximum: 65535 }),
  imapHost: Type.String({ maxLength: 255 }),
  imapPort: Type.Integer({ minimum: 1, maximum: 65535 }),
  ssl: Type.Boolean(),
  isDefault: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type MailSettingBody = Static<typeof MailSettingBody>;
export const MailSettingSaveQuery = Type.Object({ isOriginPwd: Type.Optional(Type.String({ pattern: '^(true|false)$' })) });
export const MailSettingIdQuery = Type.Object({ id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }) });

/** Spec section 9: the default page size of the lists. */
export const MAIL_PAGE_SIZE = 10;

/** Base64 of UTF-8 text, as the wire carries mail bodies (works in the browser and in Node). */
export function encodeMailContent(html: string): string {
  const bytes = new TextEncoder().encode(html);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function decodeMailContent(base64: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

/**
 * Where a synced mail's inline picture (a `cid:` part) is read from once stored: the file service's download, which
 * only the mail's parties may read. The stored body names it so; the read view fetches it with the session.
 */
export const inlinePictureUrl = (fileId: string): string => `/api/portal/system/file/v1/downloadFile?fileId=${fileId}`;
/** The file id of an inline picture URL (inlinePictureUrl), else undefined. */
export function inlinePictureId(url: string | null | undefined): string | undefined {
  return /^\/api\/portal\/system\/file\/v1\/downloadFile\?fileId=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(url ?? '')?.[1];
}
