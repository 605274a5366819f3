import { Type, type Static } from '@sinclair/typebox';
import { QueryCondition, QuerySorter } from '../query/query-filter.ts';
import { PageOf } from '../query/page.ts';

/**
 * School patent statistics (patent-library.md "School patent list"; workflow-office.md home columns). Leaders
 * (kybmld, zxld, zxzg, qybmld, ggyxld) and the administrators (sysAdmin, IPgly, xld) get the campus / institution
 * view (every organisation); anyone else sees their own college or department only.
 */
export const STAT_LEVELS = ['campus', 'department', 'subject', 'inventor'] as const;
export type StatLevel = (typeof STAT_LEVELS)[number];
export const STAT_KINDS = ['application', 'authorize', 'effective'] as const;
export type StatKind = (typeof STAT_KINDS)[number];
/** Chart series: inventSQ counts as invent; `other` only in totals. */
export const CHART_TYPES = ['invent', 'newKind', 'exterior'] as const;

const literal = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const StatScope = Type.Object({
  view: Type.Union([Type.Literal('campus'), Type.Literal('department')]),
  orgId: Type.Union([Type.Integer(), Type.Null()], { description: 'department view: the college or department shown' }),
  orgName: Type.Union([Type.String(), Type.Null()]),
});
export type StatScope = Static<typeof StatScope>;

export const ChartParams = Type.Object({ level: literal(STAT_LEVELS), kind: literal(STAT_KINDS) });
/** Chart record of the spec: name, fType, value. */
export const ChartRecord = Type.Object({ name: Type.String(), fType: Type.String(), value: Type.Integer() });
export const ChartReply = Type.Object({ scope: StatScope, rows: Type.Array(ChartRecord) });
export type ChartReply = Static<typeof ChartReply>;

/** Body of the query views data_syzl/{xqzl|byzl|ktz|fmrzl}: a query filter; params.kind picks the radio for fmrzl. */
// No defaults inside: the routes accept this or no body at all (a union, where ajv ignores defaults).
const TablePageBean = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
  showTotal: Type.Optional(Type.Boolean()),
});
export const StatTableBody = Type.Object({
  pageBean: Type.Optional(TablePageBean),
  querys: Type.Optional(Type.Array(QueryCondition, { maxItems: 20 })),
  sorter: Type.Optional(Type.Array(QuerySorter, { maxItems: 5 })),
  params: Type.Optional(Type.Object({ kind: Type.Optional(literal(STAT_KINDS)) }, { additionalProperties: true })),
});
export type StatTableBody = Static<typeof StatTableBody>;

/** Organisation table: orgName, effTotal, authTotal, appTotal (campus, college/department, research group). */
export const OrgStatRow = Type.Object({
  orgId: Type.Union([Type.Integer(), Type.Null()]),
  orgName: Type.String(),
  appTotal: Type.Integer(),
  authTotal: Type.Integer(),
  effTotal: Type.Integer(),
});
export const OrgStatPage = PageOf(OrgStatRow);
/** Inventor table: name, total, invent, newKind, exterior. */
export const InventorStatRow = Type.Object({
  name: Type.String(), total: Type.Integer(), invent: Type.Integer(), newKind: Type.Integer(), exterior: Type.Integer(),
});
export const InventorStatPage = PageOf(InventorStatRow);

export const PATENT_GROUP_BY = ['year', 'type', 'legalStatus', 'org', 'subject'] as const;
export const FEE_GROUP_BY = ['year', 'month', 'feeType', 'status', 'org'] as const;

export const PatentListDataBody = Type.Object({
  params: Type.Optional(Type.Object({
    groupBy: Type.Optional(literal(PATENT_GROUP_BY)),
    kind: Type.Optional(literal(STAT_KINDS)),
    from: Type.Optional(Type.String({ maxLength: 10, description: 'application date from, YYYY-MM-DD' })),
    to: Type.Optional(Type.String({ maxLength: 10 })),
  }, { additionalProperties: true })),
});
export const PatentListDataRow = Type.Object({
  key: Type.String(), name: Type.String(), total: Type.Integer(), invent: Type.Integer(), newKind: Type.Integer(), exterior: Type.Integer(),
});
export const PatentListData = Type.Object({ scope: StatScope, rows: Type.Array(PatentListDataRow) });

export const FeeListDataBody = Type.Object({
  params: Type.Optional(Type.Object({
    groupBy: Type.Optional(literal(FEE_GROUP_BY)),
    from: Type.Optional(Type.String({ maxLength: 10, description: 'due date from, YYYY-MM-DD' })),
    to: Type.Optional(Type.String({ maxLength: 10 })),
    feeType: Type.Optional(Type.String({ maxLength: 20 })),
  }, { additionalProperties: true })),
});
export const FeeListDataRow = Type.Object({
  key: Type.String(), name: Type.String(), count: Type.Integer(), amount: Type.Number(), paidAmount: Type.Number(),
  unpaidAmount: Type.Number(), overdueAmount: Type.Number(),
});
export const FeeListData = Type.Object({ scope: StatScope, rows: Type.Array(FeeListDataRow) });
