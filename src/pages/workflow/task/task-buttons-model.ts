import type { TaskButton } from '../../../app/api/workflow-task.ts';

/**
 * What each server button alias does on this page. The server decides which buttons a task has and in which order
 * (the spec's per-node rules); aliases this page cannot carry out (correct, entrust, ...) are not drawn at all.
 */
export const BUTTON_KINDS = {
  agree: 'complete',
  oppose: 'complete',
  reject: 'complete',
  backToStart: 'complete',
  agreeTrans: 'complete',
  opposeTrans: 'complete',
  inquReply: 'complete',
  commu: 'users',
  inqu: 'users',
  startTrans: 'users',
  passOnTrans: 'users',
  passOnCommu: 'users',
  delegate: 'users',
  copyTo: 'users',
  addSign: 'users',
  endProcess: 'command',
  abort: 'command',
  saveDraft: 'command',
  lockUnlock: 'command',
  hangUp: 'command',
  cancelHangUp: 'command',
  flowImage: 'view',
  approvalHistory: 'view',
  print: 'view',
} as const;

export type ButtonAlias = keyof typeof BUTTON_KINDS;

export const isKnownAlias = (alias: string): alias is ButtonAlias => Object.hasOwn(BUTTON_KINDS, alias);

/** The buttons to draw: the server's, in its order, without the ones this page cannot carry out. */
export function drawnButtons(buttons: readonly TaskButton[], task: { suspended: boolean }): (TaskButton & { alias: ButtonAlias })[] {
  return buttons.filter((b): b is TaskButton & { alias: ButtonAlias } => isKnownAlias(b.alias))
    // A hung-up task can only be resumed; a running one only hung up.
    .filter((b) => (task.suspended ? b.alias !== 'hangUp' : b.alias !== 'cancelHangUp'));
}

/** Buttons that act on the task only, so they stay usable while it is hung up (everything else the server refuses). */
const WHILE_SUSPENDED = new Set<ButtonAlias>(['cancelHangUp', 'flowImage', 'approvalHistory', 'print', 'lockUnlock']);
export const usableWhileSuspended = (alias: ButtonAlias) => WHILE_SUSPENDED.has(alias);

/** The primary-looking button: agreeing (or answering, on a child task). */
const PRIMARY = new Set<ButtonAlias>(['agree', 'agreeTrans', 'inquReply']);
export const isPrimary = (alias: ButtonAlias, status: string) => PRIMARY.has(alias) || (alias === 'commu' && status === 'COMMU');
