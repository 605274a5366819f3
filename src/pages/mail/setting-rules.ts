/** Ports the servers listen on by default: implicit TLS (SMTPS 465, IMAPS 993) or plain with STARTTLS (587, 143). */
export const DEFAULT_PORTS = { ssl: { smtp: 465, imap: 993 }, plain: { smtp: 587, imap: 143 } } as const;

/** The wire's limits of a mailbox (src/common/api/mail.ts MailSettingBody). */
export const SETTING_LIMITS = { name: 100, mailAddress: 320, account: 320, password: 500, host: 255 } as const;

export type PortProblem = 'integer' | 'range';

/** A port as typed: a whole number from 1 to 65535, else why not. */
export function portProblem(value: unknown): PortProblem | undefined {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return 'integer';
  const port = Number(text);
  return port >= 1 && port <= 65535 ? undefined : 'range';
}
