import { ROLE } from '../../../common/enums/roles.ts';
import type { Caller } from './caller.ts';

/** Roles that manage every record of their tenant (edit, delete, read). */
export const RECORD_MANAGER_ROLES: readonly string[] = [ROLE.sysAdmin, ROLE.ipAdmin, ROLE.enterpriseIpAdmin, ROLE.researchIpAdmin];

interface RecordOwner { created_by: number | null; org_id: number | null }

export const isManager = (caller: Caller) => caller.roles.some((r) => RECORD_MANAGER_ROLES.includes(r));

/** Edit and delete: the creator, or a manager. */
export function canChange(caller: Caller, record: RecordOwner): boolean {
  return !caller.principal.isVisitor && (isManager(caller) || record.created_by === caller.userId);
}

/** Read by id (form, sub-table data): who may change it, and members of the record's organisation. */
export function canRead(caller: Caller, record: RecordOwner): boolean {
  return canChange(caller, record) || (record.org_id !== null && caller.orgIds.includes(record.org_id));
}
