import { Collapse, Tabs } from '@arco-design/web-react';
import type { ErrorSchema, ObjectFieldTemplatePropertyType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../../src/common/definitions/label.ts';
import type { Language } from '../../../src/common/i18n/languages.ts';
import { FieldGrid } from './field-grid.tsx';
import { clampColumns, hasErrors, runsOf, type GroupDisplay, type UiGroup } from './layout-model.ts';

interface Props {
  groups: (UiGroup & { display: GroupDisplay })[];
  byName: Map<string, ObjectFieldTemplatePropertyType>;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  errorSchema: ErrorSchema | undefined;
}

interface ShownGroup {
  key: string;
  title: string;
  columns: number;
  properties: ObjectFieldTemplatePropertyType[];
  invalid: boolean;
}

/** The root's `ui:groups` as tabs, collapse panels or titled grids; a group whose fields are all hidden disappears. */
export function LayoutGroups({ groups, byName, schema, uiSchema, errorSchema }: Props) {
  const { t, i18n } = useTranslation('engine');
  const translate = (key: string) => (i18n.exists(key) ? t(key) : undefined);
  const shown = groups.map((group, index) => ({
    display: group.display,
    key: String(index),
    title: resolveLabel(group.title, i18n.language as Language, translate),
    columns: clampColumns(group.columns),
    properties: group.fields.map((name) => byName.get(name)).filter((p): p is ObjectFieldTemplatePropertyType => !!p && !p.hidden),
    invalid: group.fields.some((name) => hasErrors((errorSchema as Record<string, unknown> | undefined)?.[name])),
  })).filter((group) => group.properties.length > 0);

  const grid = (group: ShownGroup) => <FieldGrid properties={group.properties} columns={group.columns} schema={schema} uiSchema={uiSchema} />;
  const heading = (group: ShownGroup) => (
    <span className={group.invalid ? 'pp-form-group-invalid' : undefined} data-testid="form-group-title">{group.title}</span>
  );

  return runsOf(shown).map((run, index) => {
    if (run.display === 'tabs') {
      return (
        <Tabs key={index} className="pp-form-tabs" lazyload={false}>
          {run.groups.map((group) => <Tabs.TabPane key={group.key} title={heading(group)}>{grid(group)}</Tabs.TabPane>)}
        </Tabs>
      );
    }
    if (run.display === 'collapse') {
      return (
        <Collapse key={index} className="pp-form-collapse" defaultActiveKey={run.groups.map((group) => group.key)}>
          {run.groups.map((group) => <Collapse.Item key={group.key} name={group.key} header={heading(group)}>{grid(group)}</Collapse.Item>)}
        </Collapse>
      );
    }
    return run.groups.map((group) => (
      <section key={group.key} className="pp-form-group">
        {group.title && <div className="pp-form-group-title">{heading(group)}</div>}
        {grid(group)}
      </section>
    ));
  });
}
