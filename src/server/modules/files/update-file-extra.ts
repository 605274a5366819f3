import { sql } from 'kysely';
import { withTenant, type Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { withFileTable } from './file-table.ts';

/** updateFileExtraProp: merges extra properties (description, sort order, ...) into a file the caller uploaded. */
export async function updateFileExtra(db: Db, principal: Principal, id: string, extra: Record<string, unknown>): Promise<void> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  await withTenant(db, principal.tenantId, async (tx) => {
    const files = withFileTable(tx);
    const row = await files.selectFrom('file').select(['uploaded_by']).where('tenant_id', '=', principal.tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('attachmentNotFound');
    if (row.uploaded_by !== principal.userId) throw forbidden('fileNotYours');
    await files.updateTable('file').set({ extra: sql<string>`extra || cast(${JSON.stringify(extra)} as jsonb)` }).where('tenant_id', '=', principal.tenantId).where('id', '=', id).execute();
  });
}
