import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from './context.ts';

export interface AccessClaims {
  sub: string;
  tid: number;
  tcode: string;
  sid: string;
  acc: string;
  vis: boolean;
}

/** Verified tokens kept so a request does not check the same signature again (bounded: oldest dropped first). */
const VERIFIED_CACHE = 10_000;

/** Signs and verifies short-lived access tokens (HS256) with the server key kept in the database. */
export class TokenService {
  private readonly key: Uint8Array;
  /** token -> its principal and expiry (ms); a signature never stops being valid, only the expiry is checked again. */
  private readonly verified = new Map<string, { principal: Principal; expiresAt: number }>();
  constructor(secret: string, readonly accessSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A key of its own for another kind of signed value (what it signs never passes `verify`). */
  derivedKey(purpose: string): Uint8Array {
    return new Uint8Array(hkdfSync('sha256', this.key, '', purpose, 32));
  }

  async sign(p: Principal): Promise<string> {
    return new SignJWT({ tid: p.tenantId, tcode: p.tenantCode, sid: p.sessionId, acc: p.account, vis: p.isVisitor })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(p.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessSeconds}s`)
      .sign(this.key);
  }

  /** The principal of a valid, unexpired token, or null. */
  async verify(token: string): Promise<Principal | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.principal;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify<AccessClaims>(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.tid !== 'number' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const principal: Principal = {
        userId: Number(payload.sub),
        tenantId: payload.tid,
        tenantCode: payload.tcode,
        sessionId: payload.sid,
        account: payload.acc,
        isVisitor: payload.vis === true,
      };
      if (this.verified.size >= VERIFIED_CACHE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { principal, expiresAt: payload.exp * 1000 });
      return principal;
    } catch {
      return null;
    }
  }
}

/** Opaque refresh tokens: random, and stored only as a SHA-256 hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The AES-256-GCM key a refresh token yields for the pair it was traded for; only the token's hash is stored. */
const successorKey = (token: string) => Buffer.from(hkdfSync('sha256', token, '', 'refresh-token-successor', 32));

/** Encrypts a value so that only the holder of `token` can read it back (iv, tag and ciphertext, base64url). */
export function sealWithToken(token: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(token), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value `sealWithToken` sealed with this token, or undefined when it was sealed with another or altered. */
export function openWithToken(token: string, sealed: string): string | undefined {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 28) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
