import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export const SUB_TABLE_PAGE_SIZE = 10;

export type Row = Record<string, unknown>;

/** A column of a sub-table: a field drawn in the cell, or a grandchild table opened from the cell. */
export interface SubColumn {
  name: string;
  title: string;
  required: boolean;
  kind: 'cell' | 'child';
  schema: RJSFSchema;
}

const isObjectArray = (schema: RJSFSchema) =>
  schema.type === 'array' && typeof schema.items === 'object' && !Array.isArray(schema.items) && schema.items.type === 'object';

/** The row schema's properties in `ui:order` (when given), less those hidden with `ui:widget: 'hidden'`. */
export function columnsOf(itemSchema: RJSFSchema, itemUi: UiSchema | undefined): SubColumn[] {
  const properties = (itemSchema.properties ?? {}) as Record<string, RJSFSchema | boolean>;
  const order = Array.isArray(itemUi?.['ui:order']) ? (itemUi['ui:order'] as string[]).filter((name) => name in properties) : [];
  const names = [...order, ...Object.keys(properties).filter((name) => !order.includes(name))];
  return names
    .filter((name) => typeof properties[name] === 'object' && (itemUi?.[name] as UiSchema | undefined)?.['ui:widget'] !== 'hidden')
    .map((name) => {
      const schema = properties[name] as RJSFSchema;
      const ui = (itemUi?.[name] ?? {}) as UiSchema;
      const child = isObjectArray(schema) && (!ui['ui:widget'] || ui['ui:field'] === 'subTable');
      return {
        name,
        title: String(ui['ui:title'] ?? schema.title ?? name),
        required: Boolean(itemSchema.required?.includes(name)),
        kind: child ? 'child' : 'cell',
        schema,
      };
    });
}

/** The 1-based page that shows row `index`. */
export function pageOfRow(index: number, pageSize: number): number {
  return Math.floor(index / pageSize) + 1;
}

/** The page to show after the row count changed: the same one, unless it no longer exists. */
export function clampPage(page: number, rowCount: number, pageSize: number): number {
  return Math.min(page, Math.max(1, Math.ceil(rowCount / pageSize)));
}

/** The rows of a sub-table value (anything else reads as none). */
export function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? (row as Row) : {})) : [];
}
