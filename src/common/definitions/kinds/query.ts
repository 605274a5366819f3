import { Type, type Static } from '@sinclair/typebox';
import { Alias, head, HttpMethod, Identifier, JsonObject, literals, Operation, RuleValue, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

/** A condition of a custom query or dialog: where its value comes from when the caller gives none. */
export const QueryConditionField = strict({
  field: Identifier,
  label: Type.Optional(Label),
  operation: Type.Optional(Operation),
  /** 1: a caller-given parameter; 2: a fixed value; 3: a variable such as ${user.id}. */
  defaultType: Type.Optional(literals(['1', '2', '3'] as const)),
  defaultValue: Type.Optional(RuleValue),
});

/** A result column; `dictKey` shows a dictionary's label for the stored key (a legal-status code as 实质审查 / Substantive examination). */
export const ResultField = strict({ field: Identifier, label: Label, dictKey: Type.Optional(Alias) });

/** Custom query (workflow-office.md section 3): a registered view or a REST call, with conditions. */
export const QueryDefinition = strict({
  ...head('query', CURRENT_VERSION.query),
  alias: Alias,
  name: Label,
  dsType: literals(['dataSource', 'rest'] as const),
  /** dataSource: the registered SQL view. */
  sqlAlias: Type.Optional(Alias),
  requestType: Type.Optional(HttpMethod),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  header: Type.Optional(Type.Record(Type.String(), Type.String())),
  dataParam: Type.Optional(JsonObject),
  conditionfield: Type.Array(QueryConditionField, { maxItems: 50 }),
  resultfield: Type.Optional(Type.Array(ResultField, { maxItems: 100 })),
  listKey: Type.Optional(Type.String({ maxLength: 200 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
}, { title: 'Custom query' });

export type QueryDefinition = Static<typeof QueryDefinition>;
export type QueryConditionField = Static<typeof QueryConditionField>;
