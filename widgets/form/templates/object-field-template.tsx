import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { FieldGrid } from './field-grid.tsx';
import { LayoutGroups } from './layout-groups.tsx';
import { clampColumns, readGroups } from './layout-model.ts';

/**
 * An object's fields: the `ui:groups` (tabs / collapse / grid) first, then the fields no group names in a grid of
 * `ui:columns` (1-4). Hidden fields still mount (outside the grid) so their values stay in the form.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, schema, title, description, fieldPathId, registry, errorSchema, required } = props;
  const options = getUiOptions(uiSchema);
  const TitleTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const groups = readGroups(uiSchema);
  const grouped = new Set(groups.flatMap((group) => group.fields));
  const rest = properties.filter((property) => !property.hidden && !grouped.has(property.name));
  const isRoot = fieldPathId.path.length === 0;
  return (
    <fieldset className="pp-form-object" id={fieldPathId.$id}>
      {title && !isRoot && <TitleTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {description && <DescriptionTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {groups.length > 0 && (
        <LayoutGroups groups={groups} byName={new Map(properties.map((p) => [p.name, p]))} schema={schema} uiSchema={uiSchema} errorSchema={errorSchema} />
      )}
      {rest.length > 0 && <FieldGrid properties={rest} columns={clampColumns(uiSchema?.['ui:columns'])} schema={schema} uiSchema={uiSchema} />}
      {properties.filter((property) => property.hidden).map((property) => property.content)}
    </fieldset>
  );
}
