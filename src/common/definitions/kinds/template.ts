import { Type, type Static } from '@sinclair/typebox';
import { Alias, DataRule, head, Identifier, literals, Operation, Rights, RuleValue, Sort, Source, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

export const CONDITION_CONTROLS = ['text', 'number', 'date', 'dateRange', 'select', 'radio', 'checkbox', 'dict', 'dialog'] as const;
export const FORMATTERS = ['text', 'date', 'datetime', 'money', 'number', 'percent', 'dict', 'user', 'org', 'boolean', 'attachment'] as const;
export const BUTTON_TYPES = ['add', 'edit', 'detail', 'delete', 'export', 'import', 'startFlow', 'url'] as const;

export const ConditionField = strict({
  field: Identifier,
  label: Label,
  control: literals(CONDITION_CONTROLS),
  operation: Operation,
  dictKey: Type.Optional(Alias),
  dialogAlias: Type.Optional(Alias),
  defaultValue: Type.Optional(RuleValue),
});

export const DisplayField = strict({
  field: Identifier,
  label: Label,
  width: Type.Optional(Type.Integer({ minimum: 20, maximum: 2000 })),
  formatter: Type.Optional(literals(FORMATTERS)),
  dictKey: Type.Optional(Alias),
  sortable: Type.Optional(Type.Boolean()),
  /** Roles that see the column; absent = everyone. */
  rights: Type.Optional(Rights),
});

export const TemplateButton = strict({
  type: literals(BUTTON_TYPES),
  label: Type.Optional(Label),
  /** `url` buttons: where to go; `${id}` is the row's id. */
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  /** `startFlow` buttons: the flow to start with the row. */
  flowKey: Type.Optional(Alias),
  rights: Type.Optional(Rights),
});

/** A data template: a list view with its search form, columns, buttons and data rules. */
export const TemplateDefinition = strict({
  ...head('template', CURRENT_VERSION.template),
  alias: Alias,
  name: Label,
  source: Source,
  /** The form add / edit / detail open. */
  formKey: Type.Optional(Alias),
  conditionFields: Type.Array(ConditionField, { maxItems: 50 }),
  displayFields: Type.Array(DisplayField, { minItems: 1, maxItems: 100 }),
  manageFields: Type.Array(TemplateButton, { maxItems: 30 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  defaultSort: Type.Optional(Type.Array(Sort, { maxItems: 5 })),
  dataRules: Type.Optional(Type.Array(DataRule, { maxItems: 20 })),
  /** A template whose rows start a flow (isJoinFlow lists). */
  flow: Type.Optional(strict({ defKey: Alias })),
}, { title: 'Data template' });

export type ConditionField = Static<typeof ConditionField>;
export type DisplayField = Static<typeof DisplayField>;
export type TemplateDefinition = Static<typeof TemplateDefinition>;
export type TemplateButton = Static<typeof TemplateButton>;
