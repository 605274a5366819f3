import { withTenant } from '../../src/server/db/database.ts';
import { hashRefreshToken } from '../../src/server/lib/tokens.ts';
import type { TestApp } from '../support/test-app.ts';

/** Moves a spent refresh token's use into the past, as if the refresh had happened `seconds` ago. */
export async function usedSecondsAgo(t: TestApp, refreshToken: string, seconds: number, tenantCode = 'univ'): Promise<void> {
  await withTenant(t.db, t.tenantId(tenantCode), (tx) => tx.updateTable('refresh_token')
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where('token_hash', '=', hashRefreshToken(refreshToken))
    .execute());
}
