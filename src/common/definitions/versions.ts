/** The kinds of definitions (DESIGN.md section 5), and the schemaVersion each kind's meta schema is at. */
export const DEFINITION_KINDS = ['template', 'form', 'bo', 'query', 'dialog', 'chart', 'column', 'layout', 'menu'] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/** Raise a kind's number only together with a step in upgrades/ that lifts the previous version to it. */
export const CURRENT_VERSION: Record<DefinitionKind, number> = {
  template: 2, form: 1, bo: 2, query: 1, dialog: 1, chart: 1, column: 1, layout: 1, menu: 1,
};

/** The property that names a definition of a kind (its key in the store). */
export const KEY_PROPERTY: Record<DefinitionKind, 'alias' | 'key'> = {
  template: 'alias', form: 'key', bo: 'alias', query: 'alias', dialog: 'alias', chart: 'alias', column: 'alias', layout: 'alias', menu: 'alias',
};

export function isDefinitionKind(value: unknown): value is DefinitionKind {
  return typeof value === 'string' && (DEFINITION_KINDS as readonly string[]).includes(value);
}
