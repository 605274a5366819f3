import { Type, type Static } from '@sinclair/typebox';
import { Alias, DataRule, head, Identifier, literals, Operation, Rights, RuleValue, Sort, Source, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

export const CONDITION_CONTROLS = ['text', 'number', 'date', 'dateRange', 'select', 'radio', 'checkbox', 'dict', 'dialog'] as const;
/** The last eight are cell renderers the app registers for the workflow lists (src/app/workflow/list-extensions). */
export const FORMATTERS = [
  'text', 'date', 'datetime', 'money', 'number', 'percent', 'dict', 'user', 'org', 'boolean', 'attachment',
  'minute', 'flowTaskStatus', 'flowInstStatus', 'flowOpinion', 'flowNoticeType', 'flowLeaders',
  // Cell renderers the app registers for the personal lists and shares (src/app/personal/personal-list-extensions.tsx).
  'flowName', 'flowScope', 'itemOwner', 'enabledState', 'patentLink',
] as const;
/** `action`: a row action the app registers (revoke, urge, ...), named by the button's `action`. */
export const BUTTON_TYPES = ['add', 'edit', 'detail', 'delete', 'export', 'import', 'startFlow', 'url', 'action'] as const;
/** What makes a list read its rows again besides its own search: a pushed counter moved, a process popup reported a change (or the window got the focus back). */
export const REFRESH_SIGNALS = ['counters', 'popups'] as const;

/** A test on one field of a row (per-row visibility of a button). */
export const RowTest = strict({
  field: Identifier,
  operation: literals(['EQUAL', 'NOT_EQUAL', 'IN', 'NOTNULL', 'IS_NULL'] as const),
  value: Type.Optional(RuleValue),
});

/** Rows read by a call the app registers (the workflow lists' own endpoints) rather than by the server's listJson. */
export const CallSource = Type.Object({ kind: Type.Literal('call'), call: Alias }, { additionalProperties: false });
export const TemplateSource = Type.Union([...Source.anyOf, CallSource]);

export const ConditionField = strict({
  field: Identifier,
  label: Label,
  control: literals(CONDITION_CONTROLS),
  operation: Operation,
  dictKey: Type.Optional(Alias),
  dialogAlias: Type.Optional(Alias),
  defaultValue: Type.Optional(RuleValue),
  /** Left out when the page is given this parameter (`defKey`: a page listing one flow needs no flow-name search). */
  hiddenWithParam: Type.Optional(Identifier),
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
  /** The cell is a link running the row button with this `key`. */
  opens: Type.Optional(Identifier),
  /** In English the text wraps between words instead of being cut (long flow and node names). */
  wrapLatin: Type.Optional(Type.Boolean()),
  hiddenWithParam: Type.Optional(Identifier),
});

export const TemplateButton = strict({
  type: literals(BUTTON_TYPES),
  label: Type.Optional(Label),
  /** `url` buttons: where to go; `${id}` is the row's id. */
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  /** `startFlow` buttons: the flow to start with the row. */
  flowKey: Type.Optional(Alias),
  rights: Type.Optional(Rights),
  /** Names the button within the template (cells open it, tests find it as `row-{key}-{id}`). */
  key: Type.Optional(Identifier),
  /** `action` buttons: the registered row action. */
  action: Type.Optional(Alias),
  /** Passed to the row action as it is. */
  params: Type.Optional(Type.Record(Type.String(), RuleValue)),
  /** `url` buttons: open in the process popup window instead of this page. */
  popup: Type.Optional(Type.Boolean()),
  /** Shown on the rows passing every test (absent = every row). */
  visibleWhen: Type.Optional(Type.Array(RowTest, { maxItems: 10 })),
  /** Asks this before running. */
  confirm: Type.Optional(Label),
  danger: Type.Optional(Type.Boolean()),
  /**
   * `action` buttons: in the toolbar, acting on the chosen rows (the list offers checkboxes; the button is off until a
   * row is chosen): a registered action's `runMany` after `confirm`, or its `ChosenDialog`.
   */
  chosen: Type.Optional(Type.Boolean()),
});

/**
 * A tree beside the list (registry `treeSources`): its nodes come from the registered source, choosing one filters the
 * rows by the conditions the source gives that node, and the source's add / rename / remove are offered on the nodes it
 * marks editable.
 */
export const SideTree = strict({
  source: Alias,
  /** Node commands to offer (each must be registered with the source). */
  edit: Type.Optional(Type.Array(literals(['add', 'rename', 'remove'] as const), { maxItems: 3, uniqueItems: true })),
  /** Until a node with conditions is chosen the list reads no rows and says this instead. */
  pickHint: Type.Optional(Label),
});

/** A data template: a list view with its search form, columns, buttons and data rules. */
export const TemplateDefinition = strict({
  ...head('template', CURRENT_VERSION.template),
  alias: Alias,
  name: Label,
  source: TemplateSource,
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
  /** Read the rows again on these signals. */
  refreshOn: Type.Optional(Type.Array(literals(REFRESH_SIGNALS), { maxItems: 5 })),
  /** The list's title above the search bar (pages that show one list). */
  showTitle: Type.Optional(Type.Boolean()),
  /** A line of help above the search bar. */
  hint: Type.Optional(Label),
  /** Panels the app registers (registry `listPanels`), drawn above the search bar: what a list shows besides its rows. */
  panels: Type.Optional(Type.Array(Identifier, { maxItems: 5 })),
  /** Custom charts (chart definitions by alias) drawn above the search bar, side by side: a statistics page's figures. */
  charts: Type.Optional(Type.Array(Alias, { maxItems: 12 })),
  /** Fields every row carries besides its columns (view sources), for cell links and row actions; never shown as columns. */
  rowFields: Type.Optional(Type.Array(Identifier, { maxItems: 20 })),
  /** A tree beside the list whose chosen node filters the rows (group favourites: the groups and their folders). */
  sideTree: Type.Optional(SideTree),
}, { title: 'Data template' });

export type ConditionField = Static<typeof ConditionField>;
export type DisplayField = Static<typeof DisplayField>;
export type TemplateDefinition = Static<typeof TemplateDefinition>;
export type TemplateButton = Static<typeof TemplateButton>;
export type RowTest = Static<typeof RowTest>;
export type SideTree = Static<typeof SideTree>;
