import { Type, type Static } from '@sinclair/typebox';

/** Wire shapes of the results marketplace (docs/results-marketplace.md). */
const Id = Type.Integer({ minimum: 1 });
const Version = Type.Integer({ minimum: 1, description: 'the version read; a stale one is a 409' });
const Reason = Type.Optional(Type.String({ maxLength: 500 }));

export const MarketStatusBody = Type.Object({ id: Id, status: Type.String({ maxLength: 20 }), version: Version, reason: Reason });
export type MarketStatusBody = Static<typeof MarketStatusBody>;
export const OrderStatusBody = Type.Object({ id: Id, status: Type.String({ maxLength: 20 }), version: Version, reason: Reason,
  contractNo: Type.Optional(Type.String({ maxLength: 60 })) });
export const PublishBatchBody = Type.Object({ items: Type.Array(Type.Object({ id: Id, version: Version }), { maxItems: 200 }) });
export const ResultLabelsBody = Type.Object({ id: Id, version: Version, labels: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 50 }) });
export const ResultClassesBody = Type.Object({ id: Id, version: Version, classKeys: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 }) });
export const ClassIdQuery = Type.Object({
  classId: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const NeedIdQuery = Type.Object({ needId: Type.Integer({ minimum: 1 }) });
export const NeedPatentsBody = Type.Object({ resultIds: Type.Array(Id, { maxItems: 100 }), version: Version });
export const OrderIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export const OrderPutBody = Type.Object({
  version: Version,
  licenceType: Type.Optional(Type.String({ maxLength: 20 })),
  buyer: Type.Optional(Type.String({ maxLength: 200 })),
  buyerContact: Type.Optional(Type.String({ maxLength: 200 })),
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999999.99 })),
  startDate: Type.Optional(Type.String({ format: 'date' })),
  endDate: Type.Optional(Type.String({ format: 'date' })),
  contractNo: Type.Optional(Type.String({ maxLength: 60 })),
  remark: Type.Optional(Type.String({ maxLength: 1000 })),
});
export const PatentIdQuery = Type.Object({ patentId: Type.Integer({ minimum: 1 }) });
export const PledgeBody = Type.Object({
  patentId: Id,
  pledgee: Type.String({ maxLength: 200 }),
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 99999999999.99 })),
  contractNo: Type.Optional(Type.String({ maxLength: 60 })),
  startDate: Type.String({ format: 'date' }),
  endDate: Type.Optional(Type.String({ format: 'date' })),
});
