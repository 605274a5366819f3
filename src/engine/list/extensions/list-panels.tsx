import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import './list-panels.css';
import { useTranslation } from 'react-i18next';
import type { TemplateDefinition } from '../../../common/definitions/kinds/template.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { lookup, useRegistry } from '../../registry/registry.ts';
import { UnknownEntry } from '../../registry/unknown-entry.tsx';
import { labelOf } from '../list-columns.tsx';
import { ListCharts } from './list-charts.tsx';

/** Above the search bar: the template's `hint`, the registered panels its `panels` name (an unknown name says so) and its `charts`. */
export function ListPanels({ template }: { template: TemplateDefinition }) {
  const { t, i18n } = useTranslation('engine');
  const registry = useRegistry();
  if (!template.hint && !template.panels?.length && !template.charts?.length) return null;
  return (
    <div className="pp-list-panels" data-testid="list-panels">
      {template.hint ? <Alert type="info" content={labelOf(template.hint, i18n.language as Language, t)} data-testid="list-hint" /> : null}
      {(template.panels ?? []).map((name, index) => {
        const Panel = lookup(registry.listPanels ?? {}, name);
        return Panel ? <Panel key={name} /> : <UnknownEntry key={name} kind="panel" name={name} path={`/panels/${index}`} />;
      })}
      {template.charts?.length ? <ListCharts aliases={template.charts} /> : null}
    </div>
  );
}
