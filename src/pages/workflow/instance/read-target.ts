/** The copy-to box whose notices are unread: opening one of them marks it read. */
const UNREAD_BOX = 'todoRead';

/** What an instance or read route shows: the instance (or the task whose instance it is) and a received copy to mark read. */
export interface ReadTarget {
  instId?: string;
  taskId?: string;
  /** A notice in the caller's unread box, marked read when the page opens. */
  unreadNoticeId?: string;
}

/**
 * The route's parameters -> what to show:
 * /inst/{instId}[/{type}[/{readId}]] (type todoRead: readId is an unread copy),
 * /inst/{instId}/{type}/{readType}/{readDoneId} (readType todoRead: readDoneId is),
 * /myRead/{instId}/{readId}/{myReadType} (myReadType todoRead: readId is),
 * /instRead/{instId}/{myReadType} and /instRead/{procInstId}/agent (read only),
 * /taskRead/{taskId}/{task_state} (the task's instance).
 */
export function readTarget(params: Record<string, string | undefined>): ReadTarget {
  const { instId, procInstId, taskId, type, readId, readType, readDoneId, myReadType } = params;
  if (taskId) return { taskId };
  let unreadNoticeId: string | undefined;
  if (readType !== undefined) unreadNoticeId = readType === UNREAD_BOX ? readDoneId : undefined;
  else if (myReadType !== undefined) unreadNoticeId = myReadType === UNREAD_BOX ? readId : undefined;
  else if (type === UNREAD_BOX) unreadNoticeId = readId;
  return { instId: instId ?? procInstId, unreadNoticeId: unreadNoticeId || undefined };
}
