// Mail (issue 19): the first IMAP sync of a large folder and a repeated sync, against a raw IMAP fetch of the same
// messages in the same run (dovecot started by tests/support/mail-lab.ts), with the peak resident memory of this
// process; then the mail list of a large mailbox: p95 of the first page and of a keyword search.
//   npx tsx bench/mail-sync.ts                                  (10,000 messages, 100,000-mail list)
//   MAIL_BENCH_MESSAGES=200 MAIL_BENCH_LIST=2000 npx tsx bench/mail-sync.ts
// Writes bench/out/mail-sync.json. PGlite in a scratch DATA_DIR unless TEST_DATABASE_URL is given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { MAIL_ROUTES } from '../src/common/api/mail.ts';
import { withTenant } from '../src/server/db/database.ts';
import type { Principal } from '../src/server/lib/context.ts';
import { localFolderStorage } from '../src/server/modules/files/storage.ts';
import { syncMailbox } from '../src/server/modules/mail/imap-sync.ts';
import { startMailLab, requireDovecot, type LabUser } from '../tests/support/mail-lab.ts';
import { createTestApp } from '../tests/support/test-app.ts';
import { record, scaled } from './support/record.mjs';

const MESSAGES = Number(process.env.MAIL_BENCH_MESSAGES ?? scaled({ tiny: 50, full: 10_000 }));
const LIST_ROWS = Number(process.env.MAIL_BENCH_LIST ?? scaled({ tiny: 500, full: 100_000 }));
const SAMPLES = Number(process.env.MAIL_BENCH_SAMPLES ?? scaled({ tiny: 5, full: 50 }));
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
const USER: LabUser = { address: 'bench@example.test', password: 'bench-password' };

if (!requireDovecot()) {
  console.log('dovecot is not installed: apt-get install -y dovecot-imapd');
  process.exit(0);
}

/** Runs `task` while sampling this process's RSS every 20 ms. */
async function measured<T>(task: () => Promise<T>): Promise<{ seconds: number; peakRssMb: number; value: T }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  try {
    const value = await task();
    return { seconds: Math.round((performance.now() - t0) / 10) / 100, peakRssMb: Math.round(peak / 1024 / 1024), value };
  } finally {
    clearInterval(timer);
  }
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! * 10) / 10;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-bench-'));
const lab = await startMailLab([USER]);
process.env.MAIL_TLS_CA_FILE = lab.caFile;
process.env.MAIL_SECRET_KEY ??= 'mail-bench-secret';
const t = await createTestApp({ dataDir });
try {
  const staff = await t.login('univ', 'staff1');
  const principal: Principal = { userId: staff.userId, tenantId: staff.tenantId, tenantCode: 'univ', account: 'staff1', sessionId: 'bench', isVisitor: false };

  // The folder: MESSAGES small mails appended over one connection.
  const filler = await measured(async () => {
    const client = lab.imap(USER);
    await client.connect();
    for (let i = 1; i <= MESSAGES; i += 1) {
      await client.append('INBOX', `From: Sender ${i % 97} <s${i % 97}@example.test>\r\nTo: ${USER.address}\r\nSubject: 测试邮件 ${i}\r\nMessage-ID: <bench-${i}@example.test>\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>第 ${i} 封，正文 ${'内容'.repeat(50)}</p>\r\n`);
    }
    await client.logout();
  });

  const saved = await t.request({
    method: 'POST', url: `/api/portal${MAIL_ROUTES.settingSave}`, session: staff,
    payload: { mailAddress: USER.address, password: USER.password, smtpHost: lab.host, smtpPort: lab.smtpsPort, imapHost: lab.host, imapPort: lab.imapsPort, ssl: true },
  });
  const setId = saved.json().value.id as number;
  const storage = localFolderStorage(path.join(dataDir, 'files'));

  const raw = await measured(async () => {
    const client = lab.imap(USER);
    await client.connect();
    const lock = await client.getMailboxLock('INBOX', { readOnly: true });
    let bytes = 0;
    for await (const message of client.fetch('1:*', { uid: true, source: true, flags: true, internalDate: true }, { uid: true })) bytes += message.source?.length ?? 0;
    lock.release();
    await client.logout();
    return bytes;
  });
  const first = await measured(() => syncMailbox(t.db, storage, principal, setId, 'zh-CN'));
  const repeated = await measured(() => syncMailbox(t.db, storage, principal, setId, 'zh-CN'));

  // The list: LIST_ROWS internal mails in one inbox.
  await withTenant(t.db, staff.tenantId, (tx) => sql`
    insert into mail (tenant_id, owner_id, type, subject, sender_name, sender_address, sender_user_id, to_list, content, send_date, is_read, search_text, updated_at)
    select ${staff.tenantId}, ${staff.userId}, 1, '列表测试 ' || g, '发件人 ' || (g % 50), 'user' || (g % 50), null, '[]', '<p>x</p>',
      now() - (g || ' minutes')::interval, (g % 3 = 0)::int, lower('列表测试 ' || g || ' 发件人 ' || (g % 50)), now()
    from generate_series(1, ${LIST_ROWS}) g`.execute(tx));
  const timeList = async (params: Record<string, unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const t0 = performance.now();
      const res = await t.request({ method: 'POST', url: `/api/portal${MAIL_ROUTES.list}`, session: staff, payload: { pageBean: { page: 1, pageSize: 10 }, params } });
      if (res.statusCode !== 200) throw new Error(res.body);
      times.push(performance.now() - t0);
    }
    return p95(times);
  };
  const firstPageP95 = await timeList({ type: 1, setId: 0 });
  const searchP95 = await timeList({ type: 1, setId: 0, keyword: '发件人 7' });

  const result = {
    database: t.kind, messages: MESSAGES, listRows: LIST_ROWS,
    fillSeconds: filler.seconds,
    rawFetch: { seconds: raw.seconds, peakRssMb: raw.peakRssMb, megabytes: Math.round(raw.value / 1024 / 1024 * 10) / 10 },
    firstSync: { seconds: first.seconds, peakRssMb: first.peakRssMb, added: first.value.added },
    repeatedSync: { seconds: repeated.seconds, peakRssMb: repeated.peakRssMb, added: repeated.value.added },
    listP95Ms: { firstPage: firstPageP95, search: searchP95, samples: SAMPLES },
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'mail-sync.json'), `${JSON.stringify(result, null, 2)}\n`);
  record('mail-sync', `${MESSAGES.toLocaleString('en-US')} messages, ${LIST_ROWS.toLocaleString('en-US')}-mail list, ${t.kind}`, [
    { measure: 'first IMAP sync vs a raw IMAP fetch of the same messages', goal: '', figure: first.seconds, baseline: raw.seconds, unit: 's' },
    { measure: 'repeated sync (nothing new)', goal: '', figure: repeated.seconds, unit: 's' },
    { measure: 'mail list first page, p95', goal: '', figure: firstPageP95, unit: 'ms' },
    { measure: 'mail list keyword search, p95', goal: '', figure: searchP95, unit: 'ms' },
  ]);
} finally {
  await t.close();
  await lab.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
