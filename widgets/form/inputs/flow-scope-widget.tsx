import { Radio, Select } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../src/common/definitions/label.ts';
import { useLabelText } from '../../dialog/use-label-text.ts';
import { isPlain, servicesOf } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';

/** The dictionary of deployed flows (key: flow key, name: flow name) the form's host supplies. */
export const FLOWS_DICT = 'bpmFlows';

/**
 * `ui:widget: 'flowScope'`: which flows a setting covers — every flow (null) or the chosen flow keys (a list; an
 * empty list is "chosen, none yet", which a form rule refuses). `ui:options`: `dictKey` (default bpmFlows),
 * `single` (one flow at most), `allLabel` / `chosenLabel` (the two choices' text).
 */
export function FlowScopeWidget(props: WidgetProps) {
  const { id, value, options, registry, onChange, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const label = useLabelText();
  const flows = servicesOf(registry)?.dicts[typeof options.dictKey === 'string' ? options.dictKey : FLOWS_DICT] ?? [];
  const nameOf = (key: string) => flows.find((f) => f.key === key)?.name ?? key;
  const keys = Array.isArray(value) ? (value as string[]) : null;
  const allText = label(options.allLabel as Label | undefined, t('form.widget.allFlows'));
  if (isPlain(props)) return <ReadonlyValue id={id}>{keys === null ? allText : keys.map(nameOf).join('、')}</ReadonlyValue>;
  const single = options.single === true;
  return (
    <div id={id} className="pp-form-flow-scope">
      <Radio.Group value={keys === null ? 'all' : 'chosen'} onChange={(v: string) => onChange(v === 'all' ? null : [])}>
        <Radio value="all" data-testid={`${id}-all`}>{allText}</Radio>
        <Radio value="chosen" data-testid={`${id}-chosen`}>{label(options.chosenLabel as Label | undefined, t('form.widget.chosenFlows'))}</Radio>
      </Radio.Group>
      {keys !== null && (
        <Select
          mode={single ? undefined : 'multiple'} allowClear showSearch style={{ marginTop: 8 }} data-testid={`${id}-select`}
          placeholder={t('form.widget.chooseFlows')} error={!hideError && Boolean(rawErrors?.length)}
          options={flows.map((f) => ({ label: f.name, value: f.key }))}
          value={single ? keys[0] : keys}
          onChange={(next: string | string[] | undefined) => onChange(Array.isArray(next) ? next : next ? [next] : [])}
        />
      )}
    </div>
  );
}
