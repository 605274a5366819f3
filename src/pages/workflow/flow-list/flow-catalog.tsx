import { useState } from 'react';
import { Input, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconBranch } from '@arco-design/web-react/icon';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { listFlows, type DefinitionRow } from '../../../app/api/workflow-lists.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { matchFlows } from './match-flows.ts';

const ALL_FLOWS = { pageBean: { page: 1, pageSize: 1000, showTotal: false }, sorter: [{ property: 'name', direction: 'ASC' as const }] };

/** The tenant's flows as tiles, filtered by name as the user types; a tile starts its flow. */
export function FlowCatalog({ onStart, checking }: { onStart: (flow: DefinitionRow) => void; checking: string | null }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const [query, setQuery] = useState('');
  const flows = useSWR('wf-flow-catalog', () => listFlows(api, ALL_FLOWS), { revalidateOnFocus: false });
  const all = flows.data?.rows ?? [];
  const shown = matchFlows(all, query);

  return (
    <section className="pp-flow-catalog" data-testid="flow-catalog">
      <header className="pp-flow-catalog-head">
        <span className="pp-flow-muted" data-testid="flow-catalog-total">{t('lists.flows.total', { n: shown.length })}</span>
        <Input.Search allowClear style={{ width: 280 }} placeholder={t('lists.flows.searchPlaceholder')} value={query} onChange={setQuery}
          data-testid="flow-catalog-search" />
      </header>
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
              <span className="pp-flow-muted">{t('lists.flows.version', { version: flow.version })}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
