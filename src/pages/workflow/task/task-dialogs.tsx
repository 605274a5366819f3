import { useTranslation } from 'react-i18next';
import type { PassOnAction, UsersAction } from '../../../app/api/workflow-task.ts';
import type { PersonRow, SearchPage, SearchQuery } from '../../../../widgets/form/form-services.ts';
import { AgreeDialog } from './dialogs/agree-dialog.tsx';
import { ConfirmDialog } from './dialogs/confirm-dialog.tsx';
import { DueTimeDialog } from './dialogs/due-time-dialog.tsx';
import { FollowDialog } from './dialogs/follow-dialog.tsx';
import { RejectDialog } from './dialogs/reject-dialog.tsx';
import { UrgeDialog } from './dialogs/urge-dialog.tsx';
import { UsersDialog } from './dialogs/users-dialog.tsx';
import type { TaskCommands } from './use-task-commands.ts';

/** The dialogs of the page; `agree` carries the form data that passed validation. */
export type TaskDialog =
  | { kind: 'agree'; data?: Record<string, unknown> }
  | { kind: 'oppose' | 'reject' | 'backToStart' | 'inquReply' | 'commuReply' | 'agreeTrans' | 'opposeTrans' | 'endProcess' }
  | { kind: 'delegate' | 'inqu' | 'commu' | 'startTrans' | 'copyTo' | 'addSign' | 'passOnTrans' | 'passOnCommu' }
  | { kind: 'dueTime' | 'follow' | 'urge' | 'revokeSigners' | 'revokeTrans' | 'countersignSigners' };

const USERS_ACTION: Record<'delegate' | 'inqu' | 'commu' | 'startTrans', UsersAction> = {
  delegate: 'delegate', inqu: 'taskToInqu', commu: 'communicate', startTrans: 'taskToTrans',
};

/** Passing one's own circulation / communication task on: the call behind each dialog. */
const PASS_ON_ACTION: Record<'passOnTrans' | 'passOnCommu', PassOnAction> = { passOnTrans: 'taskToTrans', passOnCommu: 'communicate' };

export interface TaskDialogsProps {
  dialog: TaskDialog | null;
  taskId: string;
  /** The leader the caller acts for, if any (the agree dialog asks the next nodes for it). */
  leaderId?: string;
  instId: string;
  dueTime: string | null;
  opinion: string;
  onOpinion: (v: string) => void;
  commands: TaskCommands;
  searchUsers: (q: SearchQuery) => Promise<SearchPage<PersonRow>>;
  onClose: () => void;
}

/** Draws the open dialog; a successful action closes it (the page then shows the message and moves on). */
export function TaskDialogs({ dialog, taskId, leaderId, instId, dueTime, opinion, onOpinion, commands: c, searchUsers, onClose }: TaskDialogsProps) {
  const { t } = useTranslation('workflow');
  if (!dialog) return null;
  const done = (action: Promise<boolean>) => action.then((ok) => {
    if (ok) onClose();
    return ok;
  });
  const opinionProps = { opinion, onOpinion, onCancel: onClose };
  const confirm = (title: string, question: string | undefined, action: () => Promise<boolean>, danger = false, withOpinion = true) => (
    <ConfirmDialog {...opinionProps} title={title} question={question} danger={danger} withOpinion={withOpinion} testId={`task-${dialog.kind}-dialog`}
      onOk={() => done(action())} />
  );
  switch (dialog.kind) {
    case 'agree':
      return (
        <AgreeDialog taskId={taskId} leaderId={leaderId} data={dialog.data} opinion={opinion} onOpinion={onOpinion} searchUsers={searchUsers} onCancel={onClose}
          onOk={(nodeUsers) => done(c.complete('agree', { data: dialog.data, nodeUsers }))} />
      );
    case 'oppose': return confirm(t('task.dialog.opposeTitle'), t('task.dialog.opposeConfirm'), () => c.complete('oppose'), true);
    case 'backToStart': return confirm(t('task.dialog.backToStartTitle'), t('task.dialog.backToStartConfirm'), () => c.complete('backToStart'), true);
    case 'inquReply': return confirm(t('task.dialog.inquReplyTitle'), undefined, () => c.inquReply());
    case 'commuReply': return confirm(t('task.dialog.commuReplyTitle'), undefined, () => c.complete('commu'));
    case 'agreeTrans': return confirm(t('task.dialog.agreeTransTitle'), undefined, () => c.complete('agreeTrans'));
    case 'opposeTrans': return confirm(t('task.dialog.opposeTransTitle'), undefined, () => c.complete('opposeTrans'), true);
    case 'endProcess':
      return (
        <ConfirmDialog {...opinionProps} title={t('task.dialog.endTitle')} question={t('task.dialog.endConfirm')} opinionLabel={t('task.dialog.endReason')}
          danger testId="task-endProcess-dialog" onOk={() => done(c.endProcess())} />
      );
    case 'reject':
      return (
        <RejectDialog {...opinionProps} taskId={taskId} loadNodes={c.rejectNodes}
          onOk={(mode, destination) => done(mode === 'backToStart' ? c.complete('backToStart') : c.complete('reject', { destination }))} />
      );
    case 'delegate': case 'inqu': case 'commu': case 'startTrans': {
      const titles = { delegate: 'task.dialog.delegateTitle', inqu: 'task.dialog.inquTitle', commu: 'task.dialog.commuTitle', startTrans: 'task.dialog.transTitle' } as const;
      const action = USERS_ACTION[dialog.kind];
      return (
        <UsersDialog {...opinionProps} title={t(titles[dialog.kind])} testId={`task-${dialog.kind}-dialog`} single={dialog.kind === 'delegate'}
          searchUsers={searchUsers} onOk={(ids) => done(c.toUsers(action, ids))} />
      );
    }
    case 'passOnTrans': case 'passOnCommu': {
      const action = PASS_ON_ACTION[dialog.kind];
      return (
        <UsersDialog {...opinionProps} title={t(`task.dialog.${dialog.kind}Title`)} testId={`task-${dialog.kind}-dialog`} searchUsers={searchUsers}
          onOk={(ids) => done(c.passOn(action, ids))} />
      );
    }
    case 'copyTo':
      return <UsersDialog {...opinionProps} title={t('task.dialog.copyToTitle')} testId="task-copyTo-dialog" searchUsers={searchUsers} onOk={(ids) => done(c.copyTo(ids))} />;
    case 'addSign':
      return (
        <UsersDialog {...opinionProps} title={t('task.dialog.addSignTitle')} testId="task-addSign-dialog" signType searchUsers={searchUsers}
          onOk={(ids, signType) => done(c.addSign(ids, signType))} />
      );
    case 'countersignSigners':
      return (
        <UsersDialog {...opinionProps} title={t('task.extra.countersignSigners')} testId="task-countersignSigners-dialog" searchUsers={searchUsers}
          onOk={(ids) => done(c.countersignSigners(ids))} />
      );
    case 'dueTime': return <DueTimeDialog initial={dueTime} onCancel={onClose} onOk={(iso) => done(c.dueTime(iso))} />;
    case 'follow': return <FollowDialog instId={instId} load={c.followState} onCancel={onClose} onOk={(ids) => done(c.follow(ids))} />;
    case 'urge': return <UrgeDialog onCancel={onClose} onOk={(content) => done(c.urge(content))} />;
    case 'revokeSigners': return confirm(t('task.extra.revokeSigners'), t('task.dialog.revokeSignersConfirm'), () => c.revokeSigners(), true, false);
    case 'revokeTrans': return confirm(t('task.extra.revokeTrans'), t('task.dialog.revokeTransConfirm'), () => c.revokeTrans(), true, false);
  }
}
