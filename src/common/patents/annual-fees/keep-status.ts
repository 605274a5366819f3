/**
 * The maintenance state of one annual fee (patent_fee.keep_status) and the moves between states
 * (docs/patent-maintenance.md): the IP office consults the inventors, decides to keep or abandon, records the
 * payment; the system lapses an unpaid fee when its grace period ends; the office restores a lapsed one on request.
 */
export const KEEP_STATUSES = {
  undecided: { 'zh-CN': '待决定', 'en-US': 'Undecided' },
  consulting: { 'zh-CN': '征求意见中', 'en-US': 'Inventors consulted' },
  keep: { 'zh-CN': '维持', 'en-US': 'Keep' },
  abandon: { 'zh-CN': '放弃', 'en-US': 'Abandon' },
  paid: { 'zh-CN': '已缴费', 'en-US': 'Paid' },
  lapsed: { 'zh-CN': '已终止', 'en-US': 'Lapsed' },
} as const;
export type KeepStatus = keyof typeof KEEP_STATUSES;

export type KeepAction = 'consult' | 'keep' | 'abandon' | 'pay' | 'lapse' | 'restore';

/** Who may make a move: the IP office (IPgly, qyIPgly, kyIPgly, sysAdmin) or only the system's poller. */
export type KeepActor = 'office' | 'system';

export const KEEP_MOVES: Record<KeepAction, { from: readonly KeepStatus[]; to: KeepStatus; by: KeepActor }> = {
  consult: { from: ['undecided'], to: 'consulting', by: 'office' },
  keep: { from: ['undecided', 'consulting', 'abandon'], to: 'keep', by: 'office' },
  abandon: { from: ['undecided', 'consulting', 'keep'], to: 'abandon', by: 'office' },
  pay: { from: ['keep'], to: 'paid', by: 'office' },
  lapse: { from: ['undecided', 'consulting', 'keep', 'abandon'], to: 'lapsed', by: 'system' },
  restore: { from: ['lapsed'], to: 'keep', by: 'office' },
};

/** The state after `action` from `from`, or null when the move is not allowed from there. */
export function keepMove(action: KeepAction, from: KeepStatus): KeepStatus | null {
  const move = KEEP_MOVES[action];
  return move.from.includes(from) ? move.to : null;
}

/** What update/status asks for, as the action it means from the current state (keep from lapsed is a restoration). */
export function actionForTarget(target: 'consulting' | 'keep' | 'abandon', from: KeepStatus): KeepAction {
  if (target === 'consulting') return 'consult';
  if (target === 'abandon') return 'abandon';
  return from === 'lapsed' ? 'restore' : 'keep';
}

/** The office's moves open from a state (the buttons a screen offers). */
export function officeActionsFrom(from: KeepStatus): KeepAction[] {
  return (Object.keys(KEEP_MOVES) as KeepAction[]).filter((a) => KEEP_MOVES[a].by === 'office' && KEEP_MOVES[a].from.includes(from));
}
