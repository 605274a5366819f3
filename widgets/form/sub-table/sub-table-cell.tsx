import type { ErrorSchema, FieldPathId, FieldProps, Registry, RJSFSchema, UiSchema } from '@rjsf/utils';

interface Props {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  value: unknown;
  required: boolean;
  errorSchema: ErrorSchema | undefined;
  fieldPathId: FieldPathId;
  registry: Registry;
  readonly: boolean;
  disabled: boolean;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
}

/** One cell: the column's own widget through rjsf's SchemaField, without its label, errors under it. */
export function SubTableCell(props: Props) {
  const { name, schema, uiSchema, value, required, errorSchema, fieldPathId, registry, readonly, disabled, onChange, onBlur, onFocus } = props;
  const { SchemaField } = registry.fields;
  if (!SchemaField) return null;
  return (
    <SchemaField
      name={name}
      schema={schema}
      uiSchema={{ ...uiSchema, 'ui:label': false }}
      formData={value}
      required={required}
      errorSchema={errorSchema}
      fieldPathId={fieldPathId}
      registry={registry}
      readonly={readonly}
      disabled={disabled}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
