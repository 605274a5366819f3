import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { writePreference } from './user-preference.ts';

/** The user_preference key of the language a user reads the portal in: "zh-CN" or "en-US". */
export const LANGUAGE_PREFERENCE = 'language';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language each of `userIds` reads messages in (user_preference `language`); a user with none reads `fallback`,
 * the tenant's default zh-CN. Messages written for nobody's request (the reminders of the maintenance pass) follow it.
 */
export async function readerLanguages(tx: Tx, tenantId: number, userIds: readonly number[], fallback: Language = DEFAULT_LANGUAGE): Promise<Map<number, Language>> {
  const ids = [...new Set(userIds)];
  const languages = new Map<number, Language>(ids.map((id) => [id, fallback]));
  if (!ids.length) return languages;
  const { rows } = await sql<{ user_id: number; value: unknown }>`select user_id, value from user_preference
    where tenant_id = ${tenantId} and key = ${LANGUAGE_PREFERENCE} and user_id = any(${ids}::int[])`.execute(tx);
  for (const row of rows) if (isLanguage(row.value)) languages.set(row.user_id, row.value);
  return languages;
}

/**
 * Remembers the language a user reads the portal in (user_preference `language`), so messages written for nobody's
 * request (the maintenance pass's reminders) reach them in it. Set at each sign-in from the language the sign-in
 * page was in, and when the user switches language in the shell. The shared visitor account keeps none.
 */
export async function rememberReadingLanguage(tx: Tx, tenantId: number, userId: number, language: Language): Promise<void> {
  await writePreference(tx, tenantId, userId, LANGUAGE_PREFERENCE, language);
}

/** PUT /api/user/v1/user/language: the caller switched language (the visitor account: nothing is kept). */
export async function saveReadingLanguage(app: FastifyInstance, principal: Principal, language: Language): Promise<void> {
  if (principal.isVisitor) return;
  await withTenant(app.db, principal.tenantId, (tx) => rememberReadingLanguage(tx, principal.tenantId, principal.userId, language));
}
