import type { Session, TestApp } from '../support/test-app.ts';

/** A session of the tenant's visitor account (`POST /api/uc/auth/visitor`). */
export async function visitorSession(t: TestApp, tenantCode: string, language = 'zh-CN'): Promise<Session> {
  const tenantId = t.tenantId(tenantCode);
  const res = await t.request({ method: 'POST', url: `/api/uc/auth/visitor?tenantId=${tenantId}` });
  if (res.statusCode !== 200) throw new Error(`visitor sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; refreshToken: string; userId: number };
  return {
    token: body.token, refreshToken: body.refreshToken, tenantCode, tenantId, userId: Number(body.userId),
    headers: { authorization: `Bearer ${body.token}`, 'tenant-code': tenantCode, 'accept-language': language },
  };
}

/** The same session asking for replies in English. */
export function inEnglish(session: Session): Session {
  return { ...session, headers: { ...session.headers, 'accept-language': 'en-US' } };
}
