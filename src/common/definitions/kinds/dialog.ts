import { Type, type Static } from '@sinclair/typebox';
import { Alias, Direction, head, HttpMethod, Identifier, JsonObject, literals, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';
import { QueryConditionField, ResultField } from './query.ts';

/** The result fields a pick returns into the form: `from` (a row field) -> `to` (a form field). */
export const DialogResultField = strict({ field: Identifier, label: Type.Optional(Label), target: Type.Optional(Type.String({ maxLength: 100 })) });

/** Custom dialog (workflow-office.md section 3): a picker over a view or REST source, list or tree. */
export const DialogDefinition = strict({
  ...head('dialog', CURRENT_VERSION.dialog),
  alias: Alias,
  name: Label,
  dsType: literals(['dataSource', 'rest'] as const),
  sqlAlias: Type.Optional(Alias),
  requestType: Type.Optional(HttpMethod),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  dataParam: Type.Optional(JsonObject),
  style: literals(['list', 'tree'] as const),
  /** 1: single choice; 0 or more than 1: several. */
  selectNum: Type.Integer({ minimum: 0, maximum: 1000 }),
  needPage: Type.Boolean(),
  conditionfield: Type.Array(QueryConditionField, { maxItems: 50 }),
  displayfield: Type.Array(ResultField, { minItems: 1, maxItems: 50 }),
  resultfield: Type.Array(DialogResultField, { minItems: 1, maxItems: 50 }),
  sortfield: Type.Optional(Type.Array(strict({ field: Identifier, direction: Type.Optional(Direction) }), { maxItems: 5 })),
  /** tree style: the id and parent-id fields. */
  tree: Type.Optional(strict({ idField: Identifier, parentField: Identifier, displayField: Identifier })),
  /** A combination dialog: a tree dialog on the left; its chosen node's `treeField` filters this list's `listField` condition. */
  combine: Type.Optional(strict({ treeAlias: Alias, treeField: Identifier, listField: Identifier })),
  listKey: Type.Optional(Type.String({ maxLength: 200 })),
  pageKey: Type.Optional(Type.String({ maxLength: 100 })),
  pageSizeKey: Type.Optional(Type.String({ maxLength: 100 })),
  totalKey: Type.Optional(Type.String({ maxLength: 100 })),
}, { title: 'Custom dialog' });

export type DialogDefinition = Static<typeof DialogDefinition>;
