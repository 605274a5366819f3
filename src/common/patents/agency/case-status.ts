/**
 * The agency case (代理案件) state machine (docs/agency-cases.md): the IP office entrusts a filing to a patent agency;
 * the agency accepts or declines it, drafts, submits the draft for the client's review (a quality review), revises
 * what the review returns, files the application, and records the outcome; the office may cancel before filing.
 */
export const CASE_STATUSES = {
  entrusted: { 'zh-CN': '已委托', 'en-US': 'Entrusted' },
  accepted: { 'zh-CN': '已受理', 'en-US': 'Accepted' },
  declined: { 'zh-CN': '已拒绝', 'en-US': 'Declined' },
  drafting: { 'zh-CN': '撰写中', 'en-US': 'Drafting' },
  clientReview: { 'zh-CN': '客户审核', 'en-US': 'Client review' },
  approved: { 'zh-CN': '定稿待提交', 'en-US': 'Approved for filing' },
  filed: { 'zh-CN': '已提交申请', 'en-US': 'Filed' },
  granted: { 'zh-CN': '已授权', 'en-US': 'Granted' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  cancelled: { 'zh-CN': '已撤销委托', 'en-US': 'Entrustment cancelled' },
} as const;
export type CaseStatus = keyof typeof CASE_STATUSES;

export type CaseAction = 'accept' | 'decline' | 'startDrafting' | 'submitDraft' | 'approveDraft' | 'returnDraft' | 'file' | 'grant' | 'reject' | 'cancel';

/** agency: a member of the case's agency (the IP office may record it on the agency's behalf); office: the IP office only. */
export type CaseActor = 'agency' | 'office';

export const CASE_MOVES: Record<CaseAction, { from: readonly CaseStatus[]; to: CaseStatus; by: CaseActor }> = {
  accept: { from: ['entrusted'], to: 'accepted', by: 'agency' },
  decline: { from: ['entrusted'], to: 'declined', by: 'agency' },
  startDrafting: { from: ['accepted'], to: 'drafting', by: 'agency' },
  submitDraft: { from: ['drafting'], to: 'clientReview', by: 'agency' },
  approveDraft: { from: ['clientReview'], to: 'approved', by: 'office' },
  returnDraft: { from: ['clientReview'], to: 'drafting', by: 'office' },
  file: { from: ['approved'], to: 'filed', by: 'agency' },
  grant: { from: ['filed'], to: 'granted', by: 'agency' },
  reject: { from: ['filed'], to: 'rejected', by: 'agency' },
  cancel: { from: ['entrusted', 'accepted', 'drafting', 'clientReview', 'approved'], to: 'cancelled', by: 'office' },
};

/** The state after `action` from `from`, or null when the move is not allowed from there. */
export function caseMove(action: CaseAction, from: CaseStatus): CaseStatus | null {
  const move = CASE_MOVES[action];
  return move.from.includes(from) ? move.to : null;
}

/** The agency's answer to an entrustment (POST /api/agencyCase/v1/changeStatus). */
export const ANSWER_TARGETS = { accepted: 'accept', declined: 'decline' } as const satisfies Partial<Record<CaseStatus, CaseAction>>;
/** The steps of the case (POST /api/agencyCase/v1/updateAgencyCaseStatus), by the state they lead to. */
export const STEP_TARGETS = {
  drafting: 'startDrafting', clientReview: 'submitDraft', filed: 'file', granted: 'grant', rejected: 'reject',
} as const satisfies Partial<Record<CaseStatus, CaseAction>>;

/** The moves open from a state to someone who is office and/or agency (the buttons a screen offers). */
export function caseActionsFrom(from: CaseStatus, who: { office: boolean; agency: boolean }): CaseAction[] {
  return (Object.keys(CASE_MOVES) as CaseAction[]).filter((a) => {
    const move = CASE_MOVES[a];
    if (!move.from.includes(from)) return false;
    return who.office || (move.by === 'agency' && who.agency);
  });
}

/** States a case no longer moves from. */
export const FINAL_CASE_STATUSES: readonly CaseStatus[] = ['declined', 'granted', 'rejected', 'cancelled'];

/** A quality review of a submitted draft (quality changeStatus): pending until the office passes or returns it. */
export const REVIEW_STATUSES = {
  pending: { 'zh-CN': '待审核', 'en-US': 'Pending' },
  passed: { 'zh-CN': '通过', 'en-US': 'Passed' },
  returned: { 'zh-CN': '退回修改', 'en-US': 'Returned for revision' },
} as const;
export type ReviewStatus = keyof typeof REVIEW_STATUSES;

/** The case move a review decision makes. */
export const REVIEW_CASE_ACTION = { passed: 'approveDraft', returned: 'returnDraft' } as const satisfies Record<Exclude<ReviewStatus, 'pending'>, CaseAction>;

/**
 * The review's criteria, each scored 0-5 by the reviewer (a draft's quality as agencies are rated: claims, description,
 * formalities, timeliness); the review's score is their sum scaled to 100.
 */
export const REVIEW_CRITERIA = ['claims', 'description', 'formalities', 'timeliness'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

export function reviewScore(scores: Record<ReviewCriterion, number>): number {
  const sum = REVIEW_CRITERIA.reduce((s, c) => s + scores[c], 0);
  return Math.round((sum / (REVIEW_CRITERIA.length * 5)) * 100);
}

/** A review below this score cannot pass: the draft goes back for revision. */
export const PASS_SCORE = 60;
