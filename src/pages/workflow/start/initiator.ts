import type { Leader } from '../../../app/api/workflow-lists.ts';

/** "For myself" in the initiator choice and in /agentStart/{defId}/{leaderId}. */
export const MYSELF = '0';

/**
 * Whom the start page starts for at first: the route's leaderId when it is the caller (0) or one of their leaders;
 * otherwise nobody yet when the caller is a secretary (they must pick: 请选择一个发起人), the caller when not.
 */
export function initialInitiator(leaders: Leader[], routeLeaderId: string | undefined): string | undefined {
  if (leaders.length === 0) return MYSELF;
  if (routeLeaderId === MYSELF || leaders.some((l) => l.id === routeLeaderId)) return routeLeaderId;
  return undefined;
}

/** The start body's agentLeaderId: 0 for oneself. */
export const agentLeaderId = (initiator: string) => (initiator === MYSELF ? 0 : Number(initiator));
