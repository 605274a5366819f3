import type { HomeSummary, HomeWorkbench } from '../../../common/api/home.ts';
import { todoEntryShown, workbenchCountersShown, workbenchShown } from '../../../common/home/workbench-rules.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { findTenant } from '../auth/tenant-lookup.ts';
import { countStatusTiles } from '../patents/count-status-tiles.ts';
import { getSysSetting } from '../system/get-sys-property.ts';
import { roleCodesOf } from '../system/role-codes-of.ts';
import { countsOf } from '../workflow/counts.ts';
import { issueStreamTicket } from '../workflow/stream-tickets.ts';
import { readWorkbenchPosition } from './workbench-position.ts';
import { unreadCounts } from './unread-sources.ts';

/**
 * GET /api/v1/home/summary: the statistic tiles and the floating workbench in one call, the workbench's rules
 * applied here (not only in the browser): none for the visitor or a role in sysSetting.hideWorkbenchRoles, no
 * counters (nor a stream ticket) for role yk, no to-do entry for a tenant in sysSetting.hideTodoTenants.
 */
export async function homeSummary(db: Db, principal: Principal): Promise<HomeSummary> {
  const tiles = await countStatusTiles(db, principal.tenantId);
  return { tiles, workbench: await workbenchOf(db, principal) };
}

async function workbenchOf(db: Db, principal: Principal): Promise<HomeWorkbench | null> {
  if (principal.isVisitor) return null;
  const setting = await getSysSetting(db, principal.tenantId).then((s) => s.value, () => ({} as Awaited<ReturnType<typeof getSysSetting>>['value']));
  const facts = await withTenant(db, principal.tenantId, async (tx) => ({
    roles: await roleCodesOf(tx, principal.tenantId, principal.userId),
    tenant: await findTenant(tx, principal.tenantId),
    position: await readWorkbenchPosition(tx, principal),
  }));
  const viewer = { isVisitor: principal.isVisitor, account: principal.account, roles: facts.roles };
  if (!workbenchShown(viewer, setting.hideWorkbenchRoles)) return null;
  const counters = workbenchCountersShown(viewer);
  return {
    counters,
    todoEntry: todoEntryShown({ code: principal.tenantCode, name: facts.tenant?.name ?? '' }, setting.hideTodoTenants),
    todo: counters ? (await countsOf(db, principal)).todo : null,
    // The first unread count comes along (the page makes no read of its own); the stream's unreadBy follows.
    unreadMessages: counters ? (await unreadCounts(db, principal)).messages ?? 0 : null,
    stream: counters ? await issueStreamTicket(db, principal) : null,
    position: facts.position,
  };
}
