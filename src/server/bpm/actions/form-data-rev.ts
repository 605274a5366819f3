import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { FORM_DATA_STALE } from '../../../common/api/workflow-instance-more.ts';
import type { Db, Tx } from '../../db/database.ts';
import { ensureServerKey } from '../../db/server-key.ts';
import { AppError } from '../../lib/app-error.ts';

/** One secret per database, shared by every server process (made once, like the JWT key). */
const keys = new WeakMap<Db, Promise<string>>();

export function formDataRevKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = ensureServerKey(db, 'formDataRev');
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The revision of an instance's form data: a keyed hash of the stored JSON, so a client that edited an older
 * revision gets a 409 instead of overwriting; keyed, so the hash tells nothing about fields hidden from the caller.
 */
export function formDataRev(key: string, instId: number, dataText: string): string {
  return createHmac('sha256', key).update(`${instId}:${dataText}`).digest('base64url').slice(0, 32);
}

/** The stored data's revision, read as PostgreSQL prints the jsonb (the same text on every process). */
export async function currentFormDataRev(tx: Tx, key: string, instId: number): Promise<string> {
  const row = await tx.selectFrom('bpm_instance').select(sql<string>`data::text`.as('text')).where('id', '=', instId).executeTakeFirstOrThrow();
  return formDataRev(key, instId, row.text);
}

/**
 * Refuses a write from a revision that is no longer the stored one (409, code FORM_DATA_STALE, nothing written).
 * Call it with the instance row locked, so no other write slips in between the check and the write.
 */
export async function requireCurrentFormDataRev(tx: Tx, key: string, instId: number, dataRev: string): Promise<void> {
  if (dataRev !== await currentFormDataRev(tx, key, instId)) throw new AppError(409, 'bpmFormDataStale', {}, { code: FORM_DATA_STALE });
}
