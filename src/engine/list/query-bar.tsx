import { useId } from 'react';
import { Button, Grid, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ConditionField } from '../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../common/definitions/label.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { ConditionOption } from '../../../widgets/list/condition-controls.tsx';
import { lookup, useRegistry } from '../registry/registry.ts';
import { UnknownEntry } from '../registry/unknown-entry.tsx';
import { isRange } from './build-conditions.ts';

export interface QueryBarProps {
  conditions: readonly ConditionField[];
  values: Readonly<Record<string, unknown>>;
  onChange: (field: string, value: unknown) => void;
  onSearch: () => void;
  onReset: () => void;
  optionsOf: (c: ConditionField) => ConditionOption[];
  searchDialog: (c: ConditionField, keyword: string) => Promise<ConditionOption[]>;
}

/**
 * The search form from a template's condition fields; Enter in a text box searches. Each field is a group named by
 * its caption, not a `<label>`: a label passes every click inside it on to its first input, which shuts a dropdown
 * the same click has just opened (a select's input sits inside its clickable box).
 */
export function QueryBar({ conditions, values, onChange, onSearch, onReset, optionsOf, searchDialog }: QueryBarProps) {
  const { t, i18n } = useTranslation('engine');
  const registry = useRegistry();
  const idPrefix = useId();
  if (!conditions.length) return null;
  return (
    <form
      className="pp-list-query"
      data-testid="list-query"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Grid.Row gutter={[16, 12]}>
        {conditions.map((c, index) => {
          const Control = lookup(registry.conditionControls, c.control);
          const label = resolveLabel(c.label, i18n.language as Language, (key) => (i18n.exists(key) ? t(key) : undefined));
          return (
            <Grid.Col key={c.field} xs={24} sm={12} md={isRange(c) ? 12 : 8} xl={isRange(c) ? 12 : 6}>
              <div className="pp-list-query-item" role="group" aria-labelledby={`${idPrefix}-${index}`}>
                <span className="pp-list-query-label" id={`${idPrefix}-${index}`}>{label}</span>
                <span className="pp-list-query-control">
                  {Control ? (
                    <Control
                      value={values[c.field]}
                      onChange={(v) => onChange(c.field, v)}
                      label={label}
                      range={isRange(c)}
                      options={optionsOf(c)}
                      testId={`list-condition-${c.field}`}
                      search={c.control === 'dialog' ? (keyword) => searchDialog(c, keyword) : undefined}
                    />
                  ) : (
                    <UnknownEntry kind="control" name={c.control} path={`/conditionFields/${index}/control`} />
                  )}
                </span>
              </div>
            </Grid.Col>
          );
        })}
        <Grid.Col flex="auto" className="pp-list-query-buttons">
          <Space>
            <Button type="primary" htmlType="submit" data-testid="list-search">{t('list.search')}</Button>
            <Button onClick={onReset} data-testid="list-reset">{t('list.reset')}</Button>
          </Space>
        </Grid.Col>
      </Grid.Row>
    </form>
  );
}
