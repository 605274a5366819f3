import './arco-styles.ts';
import { Button, Input, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { SearchField } from './dialog-types.ts';

export interface SearchBarProps {
  fields: SearchField[];
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  onSearch: () => void;
  onReset: () => void;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The search inputs of a dialog or query view; Enter in a field searches. */
export function SearchBar({ fields, values, onChange, onSearch, onReset }: SearchBarProps) {
  const { t } = useTranslation('engine');
  if (fields.length === 0) return null;
  const set = (field: string, value: unknown) => onChange({ ...values, [field]: value });
  return (
    <div className="view-search-bar" data-testid="view-search-bar">
      <Space wrap size={[16, 8]}>
        {fields.map((f) => {
          if (!f.range) {
            return (
              <label key={f.field} className="view-search-field">
                <span>{f.label}</span>
                <Input allowClear size="small" style={{ width: 180 }} data-testid={`search-${f.field}`}
                  value={text(values[f.field])} onChange={(v) => set(f.field, v)} onPressEnter={onSearch} />
              </label>
            );
          }
          const pair = Array.isArray(values[f.field]) ? (values[f.field] as unknown[]) : ['', ''];
          return (
            <label key={f.field} className="view-search-field">
              <span>{f.label}</span>
              <Input size="small" style={{ width: 110 }} value={text(pair[0])} onChange={(v) => set(f.field, [v, pair[1] ?? ''])} onPressEnter={onSearch} />
              <span>-</span>
              <Input size="small" style={{ width: 110 }} value={text(pair[1])} onChange={(v) => set(f.field, [pair[0] ?? '', v])} onPressEnter={onSearch} />
            </label>
          );
        })}
        <Button type="primary" size="small" onClick={onSearch} data-testid="view-search">{t('dialogSearch')}</Button>
        <Button size="small" onClick={onReset} data-testid="view-reset">{t('dialogReset')}</Button>
      </Space>
    </div>
  );
}
