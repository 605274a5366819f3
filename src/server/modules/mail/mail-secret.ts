import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Mailbox passwords at rest: AES-256-GCM with a key from the environment (MAIL_SECRET_KEY: 64 hex digits, 44
 * Base64 characters, or any passphrase, which is hashed to 32 bytes). Without it, a key generated once into
 * DATA_DIR/mail-secret.key (mode 0600) keeps a single-machine install working; production sets the variable.
 * The stored text is `v1:<iv>:<tag>:<cipher text>` (Base64 parts), so a changed key fails to decrypt instead of
 * returning garbage.
 */
let cached: { source: string; key: Buffer } | undefined;

function keyFrom(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  const base64 = /^[A-Za-z0-9+/]{43}=$/.test(value) ? Buffer.from(value, 'base64') : undefined;
  if (base64?.length === 32) return base64;
  return createHash('sha256').update(value, 'utf8').digest();
}

function fileKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'mail-secret.key');
  try {
    return keyFrom(fs.readFileSync(file, 'utf8'));
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const generated = randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
    }
    return keyFrom(fs.readFileSync(file, 'utf8'));
  }
}

export function mailSecretKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const source = env.MAIL_SECRET_KEY ? `env:${env.MAIL_SECRET_KEY}` : `file:${path.resolve(env.DATA_DIR ?? './data')}`;
  if (cached?.source === source) return cached.key;
  const key = env.MAIL_SECRET_KEY ? keyFrom(env.MAIL_SECRET_KEY) : fileKey(path.resolve(env.DATA_DIR ?? './data'));
  cached = { source, key };
  return key;
}

export function encryptSecret(plain: string, key: Buffer = mailSecretKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** The password, or undefined when it cannot be decrypted (another key): the caller asks the user to enter it again. */
export function decryptSecret(stored: string, key: Buffer = mailSecretKey()): string | undefined {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
