import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const principal = { userId: 7, tenantId: 1, tenantCode: 'univ', sessionId: '00000000-0000-4000-8000-000000000001', account: 'staff1', isVisitor: false };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own token, and the second check (from the cache) answers the same', async () => {
    const tokens = new TokenService('a-secret-of-the-server', 60);
    const token = await tokens.sign(principal);
    expect(await tokens.verify(token)).toEqual(principal);
    expect(await tokens.verify(token)).toEqual(principal);
  });

  it('refuses a token once it has expired, even after it was verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const tokens = new TokenService('a-secret-of-the-server', 60);
    const token = await tokens.sign(principal);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key or altered', async () => {
    const token = await new TokenService('another-secret', 60).sign(principal);
    const tokens = new TokenService('a-secret-of-the-server', 60);
    expect(await tokens.verify(token)).toBeNull();
    const own = await tokens.sign(principal);
    const [header, payload, signature] = own.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })).toString('base64url');
    expect(await tokens.verify(`${header}.${altered}.${signature}`)).toBeNull();
  });
});
