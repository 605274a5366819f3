import { Type, type Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version the caller saw (a stale one: 409)' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-mm-dd' });
const Reason = Type.Optional(Type.String({ maxLength: 1000 }));
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** POST /api/agencyCase/v1/changeStatus: the agency answers an entrustment. */
export const CaseAnswerBody = Type.Object({
  id: Id, version: Version,
  status: Type.Union([Type.Literal('accepted'), Type.Literal('declined')]),
  reason: Reason,
}, { additionalProperties: false });
export type CaseAnswerBody = Static<typeof CaseAnswerBody>;

/** POST /api/agencyCase/v1/updateAgencyCaseStatus: a step of the case (filing carries the application number and date). */
export const CaseStepBody = Type.Object({
  id: Id, version: Version,
  status: Type.Union([Type.Literal('drafting'), Type.Literal('clientReview'), Type.Literal('filed'), Type.Literal('granted'), Type.Literal('rejected')]),
  applicationNo: Type.Optional(Type.String({ maxLength: 50 })),
  filingDate: Type.Optional(Day),
  reason: Reason,
}, { additionalProperties: false });
export type CaseStepBody = Static<typeof CaseStepBody>;

/** POST /api/agencyCase/v1/cancleEntrust (the spec's spelling): the office withdraws the entrustment before filing. */
export const CancelEntrustBody = Type.Object({ id: Id, version: Version, reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export type CancelEntrustBody = Static<typeof CancelEntrustBody>;

const Score = Type.Integer({ minimum: 0, maximum: 5 });
/** POST /api/quality/v1/changeStatus: the office passes or returns a submitted draft, scoring its four criteria 0-5. */
export const QualityStatusBody = Type.Object({
  id: Id, version: Version,
  status: Type.Union([Type.Literal('passed'), Type.Literal('returned')]),
  scores: Type.Object({ claims: Score, description: Score, formalities: Score, timeliness: Score }, { additionalProperties: false }),
  comment: Reason,
}, { additionalProperties: false });
export type QualityStatusBody = Static<typeof QualityStatusBody>;

/** POST /api/agencyCase/v1/termReply/save: records an office action on a filed case; the server computes the time limit. */
export const TermSaveBody = Type.Object({
  caseId: Id,
  noticeType: Type.Union([Type.Literal('firstOfficeAction'), Type.Literal('officeAction'), Type.Literal('correction'), Type.Literal('rejection'), Type.Literal('registration')]),
  issueDate: Day,
  delivery: Type.Union([Type.Literal('electronic'), Type.Literal('mail')]),
  note: Reason,
}, { additionalProperties: false });
export type TermSaveBody = Static<typeof TermSaveBody>;

/** POST /api/agencyCase/v1/termReply/update/status: replied (with the date), extended (1 or 2 months), missed. */
export const TermStatusBody = Type.Object({
  id: Id, version: Version,
  status: Type.Union([Type.Literal('replied'), Type.Literal('extended'), Type.Literal('missed')]),
  replyDate: Type.Optional(Day),
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  note: Reason,
}, { additionalProperties: false });
export type TermStatusBody = Static<typeof TermStatusBody>;

/** POST /api/agency/v1/changeStatus: the office suspends or reinstates an agency. */
export const AgencyStatusBody = Type.Object({
  id: Id, version: Version, status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
}, { additionalProperties: false });
export type AgencyStatusBody = Static<typeof AgencyStatusBody>;

/** POST /api/agencyFee/v1/list: a page of agency fees the caller may see, with the sums of what is paid and unpaid. */
export const AgencyFeeListBody = Type.Object({
  caseId: Type.Optional(Id),
  agencyId: Type.Optional(Id),
  status: Type.Optional(Type.Union([Type.Literal('unpaid'), Type.Literal('paid')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
}, { additionalProperties: false });
export type AgencyFeeListBody = Static<typeof AgencyFeeListBody>;

export const AgencyFeeRow = Type.Object({
  id: Type.Integer(), caseId: Type.Integer(), caseNo: Type.String(), title: Type.String(), agencyName: Type.String(), kind: Type.String(),
  amount: Type.Number(), status: Type.String(), paidDate: Nullable(Type.String()), invoiceNo: Nullable(Type.String()), version: Type.Integer(),
});
export const AgencyFeePage = Type.Object({
  rows: Type.Array(AgencyFeeRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(),
  sums: Type.Object({ unpaid: Type.Number(), paid: Type.Number() }),
});
export type AgencyFeePage = Static<typeof AgencyFeePage>;

/** POST /api/agencyFee/v1/update/feePaid: the office records paying an agency fee. */
export const AgencyFeePaidBody = Type.Object({
  id: Id, version: Version, paidDate: Day, invoiceNo: Type.String({ minLength: 1, maxLength: 50 }),
}, { additionalProperties: false });
export type AgencyFeePaidBody = Static<typeof AgencyFeePaidBody>;

export const IdQuery = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

/** GET /api/agencyCase/v1/get?id: a case with its moves open to the caller, history, reviews, time limits and fees. */
export const CaseDetail = Type.Object({
  id: Type.Integer(), caseNo: Type.String(), title: Type.String(), status: Type.String(), version: Type.Integer(),
  agencyId: Type.Integer(), agencyName: Type.String(), applicationNo: Nullable(Type.String()), filingDate: Nullable(Type.String()),
  patentId: Type.Union([Type.Integer(), Type.Null()], { description: 'the library patent of the case (set when it is filed)' }),
  actions: Type.Array(Type.String()),
  log: Type.Array(Type.Object({ action: Type.String(), fromStatus: Type.String(), toStatus: Type.String(), actorName: Nullable(Type.String()), reason: Nullable(Type.String()), createdAt: Type.String() })),
  reviews: Type.Array(Type.Object({ id: Type.Integer(), round: Type.Integer(), status: Type.String(), score: Type.Union([Type.Integer(), Type.Null()]), version: Type.Integer() })),
  terms: Type.Array(Type.Object({ id: Type.Integer(), noticeType: Type.String(), dueDate: Type.String(), status: Type.String(), version: Type.Integer() })),
  fees: Type.Array(Type.Object({ id: Type.Integer(), kind: Type.String(), amount: Type.Number(), status: Type.String(), version: Type.Integer() })),
});
export type CaseDetail = Static<typeof CaseDetail>;

/** GET /api/agencyCase/v1/byPatent?patentId: the agency cases of a library patent that the caller may see. */
export const PatentCasesQuery = Type.Object({ patentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const PatentCases = Type.Object({
  rows: Type.Array(Type.Object({
    id: Type.Integer(), caseNo: Type.String(), status: Type.String(), agencyName: Type.String(), agentName: Nullable(Type.String()),
    filingDate: Nullable(Type.String()),
  })),
});
export type PatentCases = Static<typeof PatentCases>;
