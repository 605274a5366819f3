import { sql } from 'kysely';
import { withTenant, type Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import type { FileStorage } from '../files/storage.ts';
import { mailCaller } from './mail-caller.ts';
import { dropUnreferencedFiles, removeStoredContent } from './mail-file-cleanup.ts';
import { withMailTables } from './mail-tables.ts';

/**
 * GET /mail/mail/mail/v1/remove?ids&type: the caller's mails in the trash are deleted for good, the others move to
 * the trash (remembering their folder). `type` is the folder the list showed: a mail no longer there (moved by
 * another tab) is a 409 and nothing changes. Ids that are not the caller's mails are 404 when none is. The files of
 * mails deleted for good that no other mail copy or record holds are deleted with them (content after the commit).
 */
export async function removeMail(db: Db, storage: FileStorage, principal: Principal, ids: number[], type: number | undefined): Promise<{ trashed: number; deleted: number }> {
  mailCaller(principal);
  let unheld: string[] = [];
  const result = await withTenant(db, principal.tenantId, async (tx) => {
    const mail = withMailTables(tx);
    const rows = await mail.selectFrom('mail').select(['id', 'type', 'files', 'content']).where('owner_id', '=', principal.userId).where('id', 'in', ids).forUpdate().execute();
    if (!rows.length || rows.length !== ids.length) throw notFound('mailNotFound');
    if (type !== undefined && rows.some((r) => r.type !== type)) throw conflict();
    const forGood = rows.filter((r) => r.type === 4).map((r) => r.id);
    const toTrash = rows.filter((r) => r.type !== 4).map((r) => r.id);
    if (forGood.length) {
      await mail.deleteFrom('mail').where('owner_id', '=', principal.userId).where('id', 'in', forGood).execute();
      unheld = await dropUnreferencedFiles(tx, principal.tenantId, rows.filter((r) => r.type === 4));
    }
    if (toTrash.length) {
      await mail.updateTable('mail').set({ from_type: sql`type`, type: 4, version: sql`version + 1`, updated_at: new Date() })
        .where('owner_id', '=', principal.userId).where('id', 'in', toTrash).execute();
    }
    return { trashed: toTrash.length, deleted: forGood.length };
  });
  await removeStoredContent(storage, unheld);
  return result;
}
