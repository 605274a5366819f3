import { Value } from '@sinclair/typebox/value';
import { WorkbenchPosition } from '../../../common/api/home.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { writePreference } from '../auth/user-preference.ts';

const KEY = 'workbenchPosition';

/** Where the caller last dropped the home workbench; null when never (or when the stored value is not a position). */
export async function readWorkbenchPosition(tx: Tx, principal: Principal): Promise<WorkbenchPosition | null> {
  const row = await tx.selectFrom('user_preference').select('value')
    .where('tenant_id', '=', principal.tenantId).where('user_id', '=', principal.userId).where('key', '=', KEY)
    .executeTakeFirst();
  return row && Value.Check(WorkbenchPosition, row.value) ? row.value : null;
}

/**
 * PUT /api/v1/home/workbench/position: remembers where the caller dropped the workbench (kept on the server so it
 * follows them to another browser). The shared visitor account has no workbench: 403.
 */
export async function saveWorkbenchPosition(db: Db, principal: Principal, position: WorkbenchPosition): Promise<WorkbenchPosition> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  await withTenant(db, principal.tenantId, (tx) => writePreference(tx, principal.tenantId, principal.userId, KEY, { x: position.x, y: position.y }));
  return position;
}
