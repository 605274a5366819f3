import { ROLE } from '../enums/roles.ts';

export interface WorkbenchViewer {
  isVisitor: boolean;
  account: string;
  roles: readonly string[];
}

/** The workbench floats on the home of signed-in users whose roles are not in the configured hiding list. */
export function workbenchShown(viewer: WorkbenchViewer, hideWorkbenchRoles: readonly string[] | undefined): boolean {
  if (viewer.isVisitor) return false;
  return !viewer.roles.some((role) => hideWorkbenchRoles?.includes(role));
}

/** Role yk (and accounts containing yk) get no to-do or unread counters. */
export function workbenchCountersShown(viewer: WorkbenchViewer): boolean {
  return !viewer.isVisitor && !viewer.roles.includes(ROLE.guest) && !viewer.account.toLowerCase().includes(ROLE.guest);
}

/** The to-do entry is hidden for the tenants named (by code or name) in the configured list. */
export function todoEntryShown(tenant: { code: string; name: string }, hideTodoTenants: readonly string[] | undefined): boolean {
  return !hideTodoTenants?.some((entry) => entry === tenant.code || entry === tenant.name);
}

/** Roles with no keyword search in the home banner: the agent. */
export function bannerSearchShown(roles: readonly string[]): boolean {
  return !roles.includes(ROLE.agent);
}
