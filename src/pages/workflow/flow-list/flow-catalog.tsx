import { useState } from 'react';
import { Input, Radio, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconBranch } from '@arco-design/web-react/icon';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { listStartableFlows, type DefinitionRow } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { ALL_CATEGORIES, categoriesOf, inCategory } from './flow-categories.ts';
import { matchFlows } from './match-flows.ts';

/** Every flow the caller may start, in one read, by category then name. */
const ALL_FLOWS = { pageBean: { page: 1, pageSize: 1000, showTotal: false } };

/** The flows the caller may start as tiles, by category (全部 + the categories) and filtered by name as the user types. */
export function FlowCatalog({ onStart, checking }: { onStart: (flow: DefinitionRow) => void; checking: string | null }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const flows = useSWR('wf-flow-catalog', () => listStartableFlows(api, ALL_FLOWS), { revalidateOnFocus: false });
  const all = flows.data?.rows ?? [];
  const categories = categoriesOf(all);
  const current = category === ALL_CATEGORIES || categories.some((c) => c.id === category) ? category : ALL_CATEGORIES;
  const shown = matchFlows(inCategory(all, current), query);

  return (
    <section className="pp-flow-catalog" data-testid="flow-catalog">
      <header className="pp-flow-catalog-head">
        <span className="pp-flow-muted" data-testid="flow-catalog-total">{t('lists.flows.total', { n: shown.length })}</span>
        <Input.Search allowClear style={{ width: 280 }} placeholder={t('lists.flows.searchPlaceholder')} value={query} onChange={setQuery}
          data-testid="flow-catalog-search" />
      </header>
      {categories.length > 0 ? (
        <Radio.Group type="button" value={current} onChange={setCategory} className="pp-flow-categories" data-testid="flow-categories">
          <Radio value={ALL_CATEGORIES} data-testid="flow-category-all">{t('lists.flows.allCategories', { n: all.length })}</Radio>
          {categories.map((c) => (
            <Radio key={c.id} value={c.id} data-testid={`flow-category-${c.id}`}>
              {t('lists.flows.category', { name: c.name || t('lists.flows.uncategorised'), n: c.count })}
            </Radio>
          ))}
        </Radio.Group>
      ) : null}
      {flows.isLoading ? <Spin /> : null}
      {!flows.isLoading && shown.length === 0 ? (
        <div className="pp-flow-empty" data-testid="flow-catalog-empty">{query.trim() ? t('lists.flows.noMatch') : t('lists.flows.noFlows')}</div>
      ) : null}
      <div className="pp-flow-tiles">
        {shown.map((flow) => (
          <button type="button" key={flow.defKey} className="pp-flow-tile" onClick={() => onStart(flow)} disabled={checking === flow.defKey}
            data-testid={`flow-tile-${flow.defKey}`}>
            <span className="pp-flow-tile-icon"><IconBranch /></span>
            <span className="pp-flow-tile-text">
              <span className="pp-flow-tile-name" title={flow.name}>{flow.name}</span>
              <span className="pp-flow-muted">
                {flow.typeName ? <span className="pp-flow-tile-type" data-testid={`flow-tile-type-${flow.defKey}`}>{flow.typeName}</span> : null}
                {t('lists.flows.version', { version: flow.version })}
              </span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
