import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** Debian's dovecot (apt-get install dovecot-imapd). */
export const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';

export interface LabUser { address: string; password: string }

/**
 * Real mail servers for integration tests, on free ports of 127.0.0.1, with TLS by a self-signed certificate
 * (openssl) for the host name `localhost`:
 * - IMAP: dovecot started as a non-root process (as `nobody` when the tests run as root) with a temporary config,
 *   passwd-file users and Maildir mailboxes (INBOX and a \Sent folder); `imapPort` offers STARTTLS, `imapsPort` is
 *   implicit TLS;
 * - SMTP: the smtp-server package, `smtpsPort` implicit TLS and `smtpPort` with STARTTLS, signing in the same users;
 *   what it receives is kept in `received` and delivered by IMAP APPEND into the INBOX of recipients who are lab users.
 */
export interface MailLab {
  dir: string;
  /** The certificate, to trust as MAIL_TLS_CA_FILE. */
  caFile: string;
  host: 'localhost';
  smtpPort: number;
  smtpsPort: number;
  imapPort: number;
  imapsPort: number;
  received: { from: string; to: string[]; raw: Buffer }[];
  imap(user: LabUser): ImapFlow;
  append(user: LabUser, raw: Buffer | string, folder?: string, flags?: string[]): Promise<void>;
  stopImap(): Promise<void>;
  startImap(): Promise<void>;
  close(): Promise<void>;
}

/** Whether dovecot is installed; under CI a missing one is a failure (the suite calls requireDovecot). */
export const hasDovecot = () => fs.existsSync(DOVECOT);

export function requireDovecot(): boolean {
  if (hasDovecot()) return true;
  if (process.env.CI) throw new Error(`dovecot is missing (${DOVECOT}): CI must install dovecot-imapd`);
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`dovecot did not listen on ${port}: ${log()}`);
}

export async function startMailLab(users: LabUser[]): Promise<MailLab> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-lab-'));
  for (const sub of ['run', 'state', 'home', 'log']) fs.mkdirSync(path.join(dir, sub));
  const caFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', caFile, '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  const [imapPort, imapsPort, smtpPort, smtpsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];

  // Dovecot runs as the caller, or as nobody when that is root: every process of it under one unprivileged user.
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : process.getuid!();
  const gid = root ? 65534 : process.getgid!();
  const userName = root ? 'nobody' : os.userInfo().username;
  const groupName = root ? execFileSync('id', ['-gn', 'nobody']).toString().trim() : execFileSync('id', ['-gn']).toString().trim();
  fs.writeFileSync(path.join(dir, 'users'), users.map((u) => `${u.address}:{PLAIN}${u.password}::::::\n`).join(''));
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(conf, `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/log/dovecot.log
protocols = imap
listen = 127.0.0.1
default_internal_user = ${userName}
default_internal_group = ${groupName}
default_login_user = ${userName}
first_valid_uid = 1
ssl = yes
ssl_cert = <${caFile}
ssl_key = <${keyFile}
disable_plaintext_auth = no
auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
  default_fields = uid=${uid} gid=${gid} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
}
service imap-login {
  chroot =
  inet_listener imap {
    port = ${imapPort}
  }
  inet_listener imaps {
    port = ${imapsPort}
    ssl = yes
  }
}
service anvil {
  chroot =
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`);
  if (root) execFileSync('chown', ['-R', `${uid}:${gid}`, dir]);
  fs.chmodSync(dir, 0o755);

  let dovecot: ChildProcess | undefined;
  const log = () => { try { return fs.readFileSync(path.join(dir, 'log', 'dovecot.log'), 'utf8').slice(-2000); } catch { return ''; } };
  const startImap = async () => {
    const child = spawn(DOVECOT, ['-F', '-c', conf], { uid, gid, stdio: 'ignore' });
    dovecot = child;
    await waitForPort(imapPort, child, log);
    await waitForPort(imapsPort, child, log);
  };
  const stopImap = async () => {
    const child = dovecot;
    dovecot = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });
  };
  await startImap();

  const ca = fs.readFileSync(caFile);
  const imap = (user: LabUser) => new ImapFlow({
    host: 'localhost', port: imapsPort, secure: true, auth: { user: user.address, pass: user.password }, logger: false, tls: { ca: [ca] },
  });
  const append = async (user: LabUser, raw: Buffer | string, folder = 'INBOX', flags: string[] = []) => {
    const client = imap(user);
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.append(folder, raw, flags);
    } finally {
      await client.logout();
    }
  };

  const received: MailLab['received'] = [];
  const serverOptions = (secure: boolean): SMTPServerOptions => ({
    secure, key: fs.readFileSync(keyFile), cert: ca, authMethods: ['PLAIN', 'LOGIN'], logger: false,
    onAuth(auth, _session, callback) {
      const user = users.find((u) => u.address === auth.username && u.password === auth.password);
      if (!user) {
        const error = new Error('Invalid username or password') as Error & { responseCode: number };
        error.responseCode = 535;
        callback(error);
        return;
      }
      callback(null, { user: user.address });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw });
        Promise.all(users.filter((u) => to.includes(u.address)).map((u) => append(u, raw))).then(() => callback(), (error: Error) => callback(error));
      });
    },
  });
  const smtps = new SMTPServer(serverOptions(true));
  const smtp = new SMTPServer(serverOptions(false));
  // A client that gives up on TLS (an untrusted certificate) is that test's point, not a server failure.
  for (const server of [smtps, smtp]) server.on('error', () => undefined);
  await new Promise<void>((resolve) => smtps.listen(smtpsPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  return {
    dir, caFile, host: 'localhost', smtpPort, smtpsPort, imapPort, imapsPort, received, imap, append, stopImap, startImap,
    close: async () => {
      await stopImap();
      await new Promise<void>((resolve) => smtps.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
