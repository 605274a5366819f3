import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { SUB_TABLE_PAGE_SIZE } from './row-model.ts';
import { SubTable } from './sub-table.tsx';

/**
 * `ui:field: 'subTable'` on an array of objects: the rows as an editable table. `ui:options.alias` names the child
 * table for import / export (default: the field name); `ui:options.pageSize` (default 10) pages it.
 */
export function SubTableField(props: FieldProps) {
  const { schema, uiSchema, formData, name, fieldPathId, errorSchema, registry, readonly, disabled, onChange, onBlur, onFocus } = props;
  const options = getUiOptions(uiSchema);
  const items = registry.schemaUtils.retrieveSchema((typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}) as RJSFSchema);
  return (
    <SubTable
      title={String(options.title ?? schema.title ?? name)}
      alias={String(options.alias ?? name)}
      value={formData}
      itemSchema={items}
      itemUi={uiSchema?.items as UiSchema | undefined}
      fieldPathId={fieldPathId}
      errorSchema={errorSchema}
      registry={registry}
      readonly={Boolean(readonly)}
      disabled={Boolean(disabled)}
      pageSize={typeof options.pageSize === 'number' && options.pageSize > 0 ? options.pageSize : SUB_TABLE_PAGE_SIZE}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
