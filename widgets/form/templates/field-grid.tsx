import type { ObjectFieldTemplatePropertyType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { spanOf } from './layout-model.ts';

interface Props {
  properties: ObjectFieldTemplatePropertyType[];
  columns: number;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
}

/** Fields in 1 to 4 equal columns (one on narrow screens); wide fields span the row. */
export function FieldGrid({ properties, columns, schema, uiSchema }: Props) {
  return (
    <div className={`pp-form-grid pp-form-grid-${columns}`} data-columns={columns}>
      {properties.map((property) => {
        const span = spanOf(property.name, schema, uiSchema, columns);
        return (
          <div key={property.name} className="pp-form-cell" style={span > 1 ? { gridColumn: `span ${span}` } : undefined}>
            {property.content}
          </div>
        );
      })}
    </div>
  );
}
