import { useMemo, useState } from 'react';
import { Button, Empty, Input, List, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DefinitionSummary } from '../../../common/api/definitions.ts';

interface DefinitionListProps {
  items: DefinitionSummary[] | undefined;
  loading: boolean;
  selectedKey: string | null;
  onSelect(key: string): void;
  onCreate(): void;
}

/** The definitions of one kind, searchable by name or alias. */
export function DefinitionList({ items, loading, selectedKey, onSelect, onCreate }: DefinitionListProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (items ?? []).filter((d) => !needle || d.key.toLowerCase().includes(needle) || d.name.toLowerCase().includes(needle));
  }, [items, search]);

  return (
    <div className="definition-list" data-testid="definition-list">
      <div className="definition-list__bar">
        <Input.Search allowClear value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} data-testid="definition-search" />
        <Button type="primary" onClick={onCreate} data-testid="definition-new">{t('newDefinition')}</Button>
      </div>
      <Spin loading={loading} block>
        {shown.length === 0 && !loading ? <Empty description={t('noDefinitions')} /> : (
          <List
            size="small"
            dataSource={shown}
            render={(item: DefinitionSummary) => (
              <List.Item
                key={item.key}
                className={item.key === selectedKey ? 'definition-list__item is-selected' : 'definition-list__item'}
                onClick={() => onSelect(item.key)}
                data-testid={`definition-item-${item.key}`}
              >
                <div className="definition-list__name">{item.name}</div>
                <div className="definition-list__meta">
                  <span>{item.key}</span>
                  <Tag size="small">v{item.version}</Tag>
                </div>
              </List.Item>
            )}
          />
        )}
      </Spin>
    </div>
  );
}
