import { Type, type Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version the caller saw (a stale one: 409)' });

/** The fee reductions of 专利收费减缴办法: none, 70 % (several eligible patentees) or 85 % (one). */
export const FEE_REDUCTIONS = [0, 70, 85] as const;
export type FeeReduction = (typeof FEE_REDUCTIONS)[number];

/** POST /api/patentkeep/v1/holiday/remove: takes a day out of the tenant's holiday calendar (list jjr). */
export const HolidayRemoveBody = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type HolidayRemoveBody = Static<typeof HolidayRemoveBody>;

/** POST /api/patentkeep/v1/update/feeReduction: the reduction of the patent of an annual fee (row of list nfwh). */
export const FeeReductionBody = Type.Object({
  id: Id,
  version: Version,
  feeReduction: Type.Union(FEE_REDUCTIONS.map((r) => Type.Literal(r)), { description: 'percent: 0, 70 or 85' }),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });
export type FeeReductionBody = Static<typeof FeeReductionBody>;
