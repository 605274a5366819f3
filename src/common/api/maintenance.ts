import { Type, type Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version the caller saw (a stale one: 409)' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-mm-dd' });

/** POST /api/patentkeep/v1/update/status: one annual fee's maintenance decision. */
export const KeepStatusBody = Type.Object({
  id: Id,
  status: Type.Union([Type.Literal('consulting'), Type.Literal('keep'), Type.Literal('abandon')], {
    description: 'consulting: ask the inventors; keep (from lapsed: request restoration); abandon',
  }),
  version: Version,
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });
export type KeepStatusBody = Static<typeof KeepStatusBody>;

/** POST /api/patentkeep/v1/update/feePaid: records the payment of a fee decided to be kept. */
export const FeePaidBody = Type.Object({
  id: Id,
  version: Version,
  paidDate: Day,
  /** When given, must equal what the calculator says paying on paidDate costs. */
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999999.99 })),
  receiptNo: Type.Optional(Type.String({ maxLength: 50 })),
  receiptFileId: Type.Optional(Type.String({ format: 'uuid' })),
}, { additionalProperties: false });
export type FeePaidBody = Static<typeof FeePaidBody>;

export const KeepLogRow = Type.Object({
  action: Type.String(), fromStatus: Type.String(), toStatus: Type.String(), actorName: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(),
});

/** GET /api/patentkeep/v1/get?id: a fee with what paying it today costs, the moves open and its history. */
export const KeepDetail = Type.Object({
  id: Type.Integer(), patentId: Type.Integer(), applicationNo: Type.String(), name: Type.String(), type: Type.String(),
  feeYear: Type.Integer(), keepStatus: Type.String(), version: Type.Integer(),
  dueDate: Type.String(), graceEnd: Type.Union([Type.String(), Type.Null()]), restorationEnd: Type.Union([Type.String(), Type.Null()]),
  fullFee: Type.Number(), reduction: Type.Integer(), fee: Type.Number(),
  today: Type.String(),
  stage: Type.String({ description: 'inTime | grace | lapsed' }), graceMonth: Type.Integer(), surcharge: Type.Number(), restorationFee: Type.Number(),
  totalDue: Type.Union([Type.Number(), Type.Null()]),
  paidDate: Type.Union([Type.String(), Type.Null()]), paidAmount: Type.Union([Type.Number(), Type.Null()]),
  receiptNo: Type.Union([Type.String(), Type.Null()]), receiptFileId: Type.Union([Type.String(), Type.Null()]),
  actions: Type.Array(Type.String()),
  log: Type.Array(KeepLogRow),
});
export type KeepDetail = Static<typeof KeepDetail>;

export const KeepIdQuery = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

/** GET /api/patentkeep/v1/budget?year: what keeping every patent in force costs in a year, by college (the calculator). */
export const BudgetQuery = Type.Object({ year: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })) });
export const BudgetRow = Type.Object({
  orgId: Type.Union([Type.Integer(), Type.Null()]), orgName: Type.Union([Type.String(), Type.Null()]),
  patents: Type.Integer(), fees: Type.Integer(), amount: Type.Number(),
});
export const BudgetReply = Type.Object({ year: Type.Integer(), total: Type.Number(), rows: Type.Array(BudgetRow) });
export type BudgetReply = Static<typeof BudgetReply>;
