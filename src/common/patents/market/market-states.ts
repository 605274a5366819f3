/**
 * The results marketplace's state machines (docs/results-marketplace.md): a patent result (成果) from draft to published
 * and traded, an enterprise need (企业需求) matched to results, an order (交易订单) for a transfer or a licence.
 * Pure: the server checks every move with these, the lists show buttons by the same states.
 */
type Labels = { 'zh-CN': string; 'en-US': string };
type Machine<S extends string, A extends string> = Record<A, { from: readonly S[]; to: S }>;

export const RESULT_STATUSES = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  reviewing: { 'zh-CN': '待审核', 'en-US': 'Under review' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  withdrawn: { 'zh-CN': '已下架', 'en-US': 'Withdrawn' },
  traded: { 'zh-CN': '已转让', 'en-US': 'Transferred' },
} as const satisfies Record<string, Labels>;
export type ResultStatus = keyof typeof RESULT_STATUSES;
export type ResultAction = 'submit' | 'reject' | 'publish' | 'withdraw' | 'trade';

/** trade is the system's move when a transfer order completes; the others are the IP office's. */
export const RESULT_MOVES: Machine<ResultStatus, ResultAction> = {
  submit: { from: ['draft', 'withdrawn'], to: 'reviewing' },
  reject: { from: ['reviewing'], to: 'draft' },
  publish: { from: ['draft', 'reviewing', 'withdrawn'], to: 'published' },
  withdraw: { from: ['published'], to: 'withdrawn' },
  trade: { from: ['published'], to: 'traded' },
};

export const NEED_STATUSES = {
  open: { 'zh-CN': '待对接', 'en-US': 'Open' },
  matched: { 'zh-CN': '已匹配', 'en-US': 'Matched' },
  closed: { 'zh-CN': '已完成', 'en-US': 'Closed' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
} as const satisfies Record<string, Labels>;
export type NeedStatus = keyof typeof NEED_STATUSES;
export type NeedAction = 'match' | 'unmatch' | 'close' | 'cancel' | 'reopen';

/** match / unmatch are saveNeedPatents with some results / none; close, cancel, reopen are update/status. */
export const NEED_MOVES: Machine<NeedStatus, NeedAction> = {
  match: { from: ['open', 'matched'], to: 'matched' },
  unmatch: { from: ['matched'], to: 'open' },
  close: { from: ['matched'], to: 'closed' },
  cancel: { from: ['open', 'matched'], to: 'cancelled' },
  reopen: { from: ['cancelled'], to: 'open' },
};

export const ORDER_STATUSES = {
  placed: { 'zh-CN': '已下单', 'en-US': 'Placed' },
  signed: { 'zh-CN': '已签约', 'en-US': 'Contract signed' },
  paid: { 'zh-CN': '已付款', 'en-US': 'Paid' },
  completed: { 'zh-CN': '已完成', 'en-US': 'Completed' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
} as const satisfies Record<string, Labels>;
export type OrderStatus = keyof typeof ORDER_STATUSES;
export type OrderAction = 'sign' | 'pay' | 'complete' | 'cancel';

/** complete records the transfer or licence against the patent (its legal-status tab shows it). */
export const ORDER_MOVES: Machine<OrderStatus, OrderAction> = {
  sign: { from: ['placed'], to: 'signed' },
  pay: { from: ['signed'], to: 'paid' },
  complete: { from: ['paid'], to: 'completed' },
  cancel: { from: ['placed', 'signed'], to: 'cancelled' },
};

export const TRADE_KINDS = {
  transfer: { 'zh-CN': '转让', 'en-US': 'Transfer' },
  licence: { 'zh-CN': '许可', 'en-US': 'Licence' },
  pledge: { 'zh-CN': '质押', 'en-US': 'Pledge' },
} as const satisfies Record<string, Labels>;
export type TradeKind = keyof typeof TRADE_KINDS;

/** How a result is offered: for transfer, for licence, or either. */
export const TRADE_MODES = {
  transfer: { 'zh-CN': '转让', 'en-US': 'Transfer' },
  licence: { 'zh-CN': '许可', 'en-US': 'Licence' },
  both: { 'zh-CN': '转让或许可', 'en-US': 'Transfer or licence' },
} as const satisfies Record<string, Labels>;
export type TradeMode = keyof typeof TRADE_MODES;

export const LICENCE_TYPES = {
  exclusive: { 'zh-CN': '独占许可', 'en-US': 'Exclusive' },
  sole: { 'zh-CN': '排他许可', 'en-US': 'Sole' },
  ordinary: { 'zh-CN': '普通许可', 'en-US': 'Ordinary' },
} as const satisfies Record<string, Labels>;

/** The classifications results and needs are filed under (dictionary resultClass, editable by administrators). */
export const RESULT_CLASSES = {
  it: { 'zh-CN': '新一代信息技术', 'en-US': 'Information technology' },
  bio: { 'zh-CN': '生物医药', 'en-US': 'Biomedicine' },
  materials: { 'zh-CN': '新材料', 'en-US': 'New materials' },
  manufacturing: { 'zh-CN': '高端装备制造', 'en-US': 'Advanced manufacturing' },
  energy: { 'zh-CN': '新能源与节能环保', 'en-US': 'Energy and environment' },
  agriculture: { 'zh-CN': '现代农业', 'en-US': 'Agriculture' },
} as const satisfies Record<string, Labels>;

/** The state a move leads to from `from`, or null when the machine does not allow it. */
export function moveTo<S extends string, A extends string>(machine: Machine<S, A>, action: A, from: S): S | null {
  const move = machine[action];
  return move && move.from.includes(from) ? move.to : null;
}

/** The moves open from a state (the buttons a list shows). */
export function movesFrom<S extends string, A extends string>(machine: Machine<S, A>, from: S): A[] {
  return (Object.keys(machine) as A[]).filter((a) => machine[a].from.includes(from));
}

/** Whether an order of `kind` fits a result offered as `mode`. */
export const kindFitsMode = (kind: TradeKind, mode: TradeMode) => kind !== 'pledge' && (mode === 'both' || mode === kind);
