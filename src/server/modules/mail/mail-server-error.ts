import { AppError } from '../../lib/app-error.ts';

/** What went wrong talking to an SMTP or IMAP server, as a localised 400 naming the server and, where useful, its reason. */
export function mailServerFailure(error: unknown, server: string, secret?: string): AppError {
  const e = (error ?? {}) as { code?: string; message?: string; responseCode?: number; response?: string; authenticationFailed?: boolean; serverResponseCode?: string; responseText?: string; cause?: unknown };
  const code = String(e.code ?? '');
  const text = String(e.responseText ?? e.response ?? e.message ?? '');
  const reason = scrub(text, secret);
  if (code === 'EAUTH' || e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED' || e.responseCode === 535) {
    return new AppError(400, 'mailAuthFailed', { server });
  }
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'NoConnection' || /ECONNREFUSED/.test(text)) {
    return new AppError(400, 'mailConnectRefused', { server });
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || /ENOTFOUND|getaddrinfo/.test(text)) return new AppError(400, 'mailHostNotFound', { server });
  if (code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT' || /timed? ?out/i.test(text)) return new AppError(400, 'mailConnectTimeout', { server });
  if (code === 'ETLS' || code === 'ESOCKET' && /TLS|SSL|certificate|wrong version/i.test(text) || /^ERR_(TLS|SSL)/.test(code) || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code) || /certificate|wrong version number|ssl3_get_record|tls/i.test(text)) {
    return new AppError(400, 'mailTlsFailed', { server, reason });
  }
  if (e.cause && e.cause !== error) {
    const inner = mailServerFailure(e.cause, server, secret);
    if (inner.messageKey !== 'mailServerError') return inner;
  }
  return new AppError(400, 'mailServerError', { server, reason: reason || code || 'unknown' });
}

/** A server's text without the password (a server could echo it) and cut to a readable length. */
export function scrub(text: string, secret?: string): string {
  let out = text.replace(/\s+/g, ' ').trim();
  if (secret) out = out.split(secret).join('***');
  return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}
