import { useMemo } from 'react';
import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiClient } from '../../../app/api/client.ts';
import type { FileRef } from '../../../common/api/file-ref.ts';
import { LOCK_RESULT } from '../../../common/api/workflow.ts';
import { FORM_DATA_STALE } from '../../../common/api/workflow-instance-more.ts';
import {
  addSigners, canLock, completeTask, copyTo, encodeFormData, endProcess, flowNodes, getFollowedNodes, instanceDefId, lockUnlock, rejectNodes,
  passOnToUsers, replyInquiry, revokeAdvisory, revokeSigners, saveDueTime, saveFollow, saveTaskDraft, sendToUsers, setHangUp, urgeInstance,
  type PassOnAction, type TaskDetail, type UsersAction,
} from '../../../app/api/workflow-task.ts';
import { addCountersignSigners } from '../../../app/api/workflow-countersign.ts';
import type { NodeUsersInput } from '../../../common/api/workflow-next-choices.ts';
import type { After } from './use-task-runner.ts';
import type { SignType } from './dialogs/users-dialog.tsx';

export interface CommandContext {
  api: ApiClient;
  detail: TaskDetail;
  leaderId: string | undefined;
  opinion: string;
  files: FileRef[];
  run: (work: () => Promise<{ message: string }>, after: After) => Promise<boolean>;
  /** The revision of the form data the page is editing; saves and agree send it back. */
  dataRev: string;
  /** A save stored the data: its revision is the page's from now on. */
  onDataRev: (dataRev: string) => void;
  /** Someone saved the form data after the page loaded it: nothing was written. */
  onStale: () => void;
}

const LOCK_MESSAGES: Record<number, string> = {
  [LOCK_RESULT.locked]: 'task.lock.result1',
  [LOCK_RESULT.unlocked]: 'task.lock.result3',
  [LOCK_RESULT.handled]: 'task.lock.result0',
  [LOCK_RESULT.notShared]: 'task.lock.result2',
  [LOCK_RESULT.lockedByOther]: 'task.lock.result4',
};

/** Every task command as one call that resolves true on success (the runner shows the message and moves on). */
export function useTaskCommands({ api, detail, leaderId, opinion, files, run, dataRev, onDataRev, onStale }: CommandContext) {
  const { t } = useTranslation('workflow');
  return useMemo(() => {
    const taskId = Number(detail.task.id);
    const instId = Number(detail.task.procInstId);
    const leader = leaderId ? { leaderId: Number(leaderId) } : {};
    const said = opinion.trim() ? { opinion: opinion.trim() } : {};
    const attached = files.length ? { files } : {};
    const withData = (data: Record<string, unknown> | undefined) => (data ? { data: encodeFormData(data), dataRev } : {});
    /** A stale revision is shown by the page (a notice with a reload button; the API client shows no toast for it). */
    const watchStale = async <T>(call: Promise<T>): Promise<T> => {
      try {
        return await call;
      } catch (error) {
        if (isFormDataStale(error)) onStale();
        throw error;
      }
    };
    return {
      /** agree / oppose / reject / backToStart / commu / agreeTrans / opposeTrans; `data` and `nodeUsers` (the next handlers chosen) only for agree. */
      complete: (actionName: string, extra: { data?: Record<string, unknown>; destination?: string; nodeUsers?: NodeUsersInput[] } = {}) => run(() => watchStale(completeTask(api, {
        taskId, actionName, ...said, ...leader, ...attached, ...withData(extra.data),
        ...(extra.destination ? { destination: extra.destination } : {}), ...(extra.nodeUsers ? { nodeUsers: extra.nodeUsers } : {}),
      })), 'close'),
      inquReply: () => run(() => replyInquiry(api, { taskId, ...said, ...leader }), 'close'),
      toUsers: (action: UsersAction, userIds: number[]) => run(() => sendToUsers(api, action, { taskId, userIds, ...said, ...leader }), 'close'),
      /** Continue circulating / communicating: the caller's own child task stays open, so the page stays. */
      passOn: (action: PassOnAction, userIds: number[]) => run(() => passOnToUsers(api, action, { taskId, userIds, ...said, ...leader }), 'stay'),
      addSign: (userIds: number[], signType: SignType) => run(() => addSigners(api, { taskId, userIds, signType, ...said, ...leader }), 'close'),
      /** 会签任务加签: the caller's own countersign task stays open. */
      countersignSigners: (userIds: number[]) => run(() => addCountersignSigners(api, { taskId, userIds, ...said, ...leader }), 'stay'),
      copyTo: (userIds: number[]) => run(() => copyTo(api, { instId, userIds, ...said }), 'stay'),
      endProcess: () => run(() => endProcess(api, { taskId, ...(said.opinion ? { endReason: said.opinion } : {}), ...leader }), 'close'),
      saveDraft: (data: Record<string, unknown> | undefined) => run(async () => {
        const reply = await watchStale(saveTaskDraft(api, { taskId, ...withData(data), opinion: opinion.trim(), ...leader }));
        onDataRev(reply.value.dataRev);
        return reply;
      }, 'stay'),
      /** Sign for / cancel the sign-off of a shared task, after the can-lock check. */
      lockUnlock: () => run(async () => {
        if (!(await canLock(api, taskId))) {
          Message.warning(t('task.lock.cannot'));
          throw new Error('cannot lock');
        }
        const result = await lockUnlock(api, taskId);
        if (result !== LOCK_RESULT.locked && result !== LOCK_RESULT.unlocked) {
          Message.warning(t(LOCK_MESSAGES[result] ?? 'task.lock.cannot'));
          throw new Error(`lockUnlock ${result}`);
        }
        return { message: t(LOCK_MESSAGES[result]!) };
      }, 'stay'),
      hangUp: (suspended: boolean) => run(() => setHangUp(api, taskId, suspended), 'stay'),
      dueTime: (dueTime: string) => run(() => saveDueTime(api, { taskId, dueTime }), 'stay'),
      follow: (nodeIds: string[]) => run(() => saveFollow(api, { instId, nodeIds }), 'stay'),
      urge: (content: string) => run(() => urgeInstance(api, { instId, ...(content.trim() ? { content: content.trim() } : {}) }), 'stay'),
      revokeSigners: () => run(() => revokeSigners(api, taskId), 'stay'),
      revokeTrans: () => run(() => revokeAdvisory(api, taskId), 'stay'),
      rejectNodes: () => rejectNodes(api, taskId),
      followState: async () => {
        const [nodes, followed] = await Promise.all([instanceDefId(api, instId).then((defId) => flowNodes(api, defId)), getFollowedNodes(api, instId)]);
        return { nodes, followed: followed.nodeIds };
      },
    };
  }, [api, detail, leaderId, opinion, files, run, t, dataRev, onDataRev, onStale]);
}

export type TaskCommands = ReturnType<typeof useTaskCommands>;

/** The 409 of a save from a form data revision that is no longer the stored one (not a locked or closed task). */
export const isFormDataStale = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === FORM_DATA_STALE;
