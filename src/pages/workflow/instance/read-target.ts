/** The copy-to box whose notices are unread: opening one of them marks it read. */
const UNREAD_BOX = 'todoRead';
/** The boxes of copies the caller received (not sent): those they may reply to (抄送回复). */
const RECEIVED_BOXES = new Set([UNREAD_BOX, 'doneRead']);

/** What an instance or read route shows: the instance (or the task whose instance it is) and a received copy to mark read. */
export interface ReadTarget {
  instId?: string;
  taskId?: string;
  /** A notice in the caller's unread box, marked read when the page opens. */
  unreadNoticeId?: string;
  /** A notice the caller received (unread or read box), which they may reply to. */
  receivedNoticeId?: string;
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
  // The box the route names and the notice in it.
  let box: string | undefined;
  let noticeId: string | undefined;
  if (readType !== undefined) [box, noticeId] = [readType, readDoneId];
  else if (myReadType !== undefined) [box, noticeId] = [myReadType, readId];
  else [box, noticeId] = [type, readId];
  const received = box !== undefined && RECEIVED_BOXES.has(box) && noticeId ? noticeId : undefined;
  return { instId: instId ?? procInstId, unreadNoticeId: box === UNREAD_BOX ? received : undefined, receivedNoticeId: received };
}
