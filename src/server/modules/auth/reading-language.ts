import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { LANGUAGE_PREFERENCE } from '../maintenance/reader-languages.ts';

/**
 * Remembers the language a user reads the portal in (user_preference `language`), so messages written for nobody's
 * request (the maintenance pass's reminders) reach them in it. Set at each sign-in from the language the sign-in
 * page was in, and when the user switches language in the shell. The shared visitor account keeps none.
 */
export async function rememberReadingLanguage(tx: Tx, tenantId: number, userId: number, language: Language): Promise<void> {
  const value = JSON.stringify(language);
  await tx.insertInto('user_preference')
    .values({ tenant_id: tenantId, user_id: userId, key: LANGUAGE_PREFERENCE, value })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'key']).doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** PUT /api/user/v1/user/language: the caller switched language (the visitor account: nothing is kept). */
export async function saveReadingLanguage(app: FastifyInstance, principal: Principal, language: Language): Promise<void> {
  if (principal.isVisitor) return;
  await withTenant(app.db, principal.tenantId, (tx) => rememberReadingLanguage(tx, principal.tenantId, principal.userId, language));
}
