import { randomUUID } from 'node:crypto';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';

export interface FormRemind { id: string; title: string; content: string | null; url: string | null; boAlias: string | null; recordId: string | null; remindAt: string }

/** Adds a reminder for a user (producers: flows, scheduled checks on record dates). */
export async function addFormRemind(tx: Tx, tenantId: number, input: { userId: number; title: string; content?: string; url?: string; boAlias?: string; recordId?: string; remindAt?: Date }): Promise<string> {
  const id = randomUUID();
  await tx.insertInto('form_remind').values({
    id, tenant_id: tenantId, user_id: input.userId, title: input.title, content: input.content ?? null, url: input.url ?? null,
    bo_alias: input.boAlias ?? null, record_id: input.recordId ?? null, remind_at: input.remindAt ?? new Date(),
  }).execute();
  return id;
}

/** getFormRemindDataByUser: the caller's reminders that are due, newest first (at most 200). */
export async function listMyReminds(db: Db, principal: Principal): Promise<FormRemind[]> {
  return withTenant(db, principal.tenantId, async (tx) => {
    const rows = await tx.selectFrom('form_remind').select(['id', 'title', 'content', 'url', 'bo_alias', 'record_id', 'remind_at'])
      .where('tenant_id', '=', principal.tenantId).where('user_id', '=', principal.userId).where('remind_at', '<=', new Date())
      .orderBy('remind_at', 'desc').orderBy('id').limit(200).execute();
    return rows.map((r) => ({
      id: r.id, title: r.title, content: r.content, url: r.url, boAlias: r.bo_alias, recordId: r.record_id, remindAt: new Date(r.remind_at).toISOString(),
    }));
  });
}

/** DELETE formRemindData/{id}: dismisses one of the caller's reminders (anyone else's is a 404). */
export async function removeMyRemind(db: Db, principal: Principal, id: string): Promise<void> {
  await withTenant(db, principal.tenantId, async (tx) => {
    const result = await tx.deleteFrom('form_remind').where('tenant_id', '=', principal.tenantId).where('user_id', '=', principal.userId)
      .where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });
}
