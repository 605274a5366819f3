import { BUTTON_LABELS } from '../../common/enums/task-buttons.ts';

export { BUTTON_LABELS, CHILD_BUTTONS, DEFAULT_BUTTONS } from '../../common/enums/task-buttons.ts';

/** The per-node rules of workflow-office.md section 4. */
const FIRST_NODE_KEEP = new Set(['agree', 'saveDraft', 'inqu', 'reject', 'abort', 'correct', 'entrust', 'withdraw', 'authorization', 'turndown']);
const MOVED_TO_END = new Set(['startTrans', 'lockUnlock', 'endProcess', 'saveDraft', 'hangUp', 'cancelHangUp']);
const NOT_ON_ADD_SIGN = new Set(['inqu', 'startTrans', 'lockUnlock']);

/**
 * The buttons a task shows: on the first node only the first-node set is kept; elsewhere the
 * housekeeping buttons move to the end; an add-sign task loses inqu, startTrans and lockUnlock.
 */
export function taskButtons(aliases: readonly string[], where: { isFirstNode: boolean; isAddSign: boolean }): string[] {
  let out = where.isFirstNode
    ? aliases.filter((a) => FIRST_NODE_KEEP.has(a))
    : [...aliases.filter((a) => !MOVED_TO_END.has(a)), ...aliases.filter((a) => MOVED_TO_END.has(a))];
  if (where.isAddSign) out = out.filter((a) => !NOT_ON_ADD_SIGN.has(a));
  return out;
}

export function buttonLabel(alias: string, lang: 'zh-CN' | 'en-US'): string {
  return BUTTON_LABELS[alias]?.[lang] ?? alias;
}
