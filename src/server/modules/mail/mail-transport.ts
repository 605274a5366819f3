import fs from 'node:fs';
import { isIP } from 'node:net';
import { rootCertificates, type ConnectionOptions } from 'node:tls';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';

/** What it takes to reach a mailbox's servers (the password decrypted, in memory only for the call). */
export interface MailEndpoint {
  mailAddress: string;
  name: string;
  account: string;
  password: string;
  smtpHost: string;
  smtpPort: number;
  imapHost: string;
  imapPort: number;
  /** Implicit TLS; otherwise STARTTLS is used when the server offers it. */
  ssl: boolean;
}

const TIMEOUT_MS = Number(process.env.MAIL_TIMEOUT_MS ?? 20_000);

/**
 * TLS as the servers get it: certificates are verified against the system's authorities, plus the PEM file of
 * MAIL_TLS_CA_FILE when set (a company's own mail server authority). Never unverified.
 */
export function tlsOptions(host: string): ConnectionOptions {
  const options: ConnectionOptions = { minVersion: 'TLSv1.2', rejectUnauthorized: true, ...(isIP(host) ? {} : { servername: host }) };
  const caFile = process.env.MAIL_TLS_CA_FILE;
  // ca replaces the default authorities: keep them beside the extra one.
  if (caFile) options.ca = [...rootCertificates, fs.readFileSync(caFile, 'utf8')];
  return options;
}

export function smtpTransport(endpoint: MailEndpoint) {
  return nodemailer.createTransport({
    host: endpoint.smtpHost,
    port: endpoint.smtpPort,
    secure: endpoint.ssl,
    auth: { user: endpoint.account, pass: endpoint.password },
    tls: tlsOptions(endpoint.smtpHost),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 3,
    logger: false,
    debug: false,
  });
}

export function imapClient(endpoint: MailEndpoint): ImapFlow {
  return new ImapFlow({
    host: endpoint.imapHost,
    port: endpoint.imapPort,
    secure: endpoint.ssl,
    auth: { user: endpoint.account, pass: endpoint.password },
    tls: tlsOptions(endpoint.imapHost),
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 6,
    disableAutoIdle: true,
  });
}
