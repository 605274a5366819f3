import type { TaskDetail } from '../../../app/api/workflow-task.ts';

/**
 * Whom the caller acts for. Two or more leaders: the one in the route (/task/{id}/{leaderId}) if it is one of
 * them, else nobody yet (the page asks: 请选择代为审批的领导). One leader: that one. None: the caller themself.
 */
export function initialLeader(leaders: TaskDetail['leaders'], routeLeaderId: string | undefined): string | undefined {
  if (routeLeaderId && leaders.some((l) => l.id === routeLeaderId)) return routeLeaderId;
  return leaders.length === 1 ? leaders[0]!.id : undefined;
}

/** A choice is needed before acting when the task is held for several leaders and none is picked. */
export const needsLeader = (leaders: TaskDetail['leaders'], chosen: string | undefined) => leaders.length >= 2 && !chosen;
