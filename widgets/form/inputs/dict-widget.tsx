import { Checkbox, Radio, Select } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain, servicesOf } from '../form-context.ts';
import { MissingServices } from '../missing-services.tsx';
import { ReadonlyValue } from '../readonly-value.tsx';

/**
 * A data-dictionary field: entries of `formContext.services.dicts[ui:options.dictKey]`, the key stored and the name
 * shown; a disabled entry is not offered unless the field holds it. An array field (or `ui:options.multiple`) takes several; `ui:options.display` 'radio' / 'checkbox' draws
 * buttons instead of a drop-down.
 */
export function DictWidget(props: WidgetProps) {
  const { id, value, options, schema, registry, placeholder, onChange, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const services = servicesOf(registry);
  if (!services) return <MissingServices id={id} />;
  const dictKey = String(options.dictKey ?? '');
  const items = services.dicts[dictKey];
  if (!items) return <div id={id} className="pp-form-misconfigured" role="alert">{t('form.widget.dictMissing', { key: dictKey })}</div>;
  const multiple = schema.type === 'array' || options.multiple === true;
  const keys = (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(String);
  if (isPlain(props)) {
    return <ReadonlyValue id={id}>{keys.map((key) => items.find((item) => item.key === key)?.name ?? key).join('、')}</ReadonlyValue>;
  }
  // A disabled entry is offered only to the record that holds it already.
  const choices = items.filter((item) => !item.disabled || keys.includes(item.key)).map((item) => ({ label: item.name, value: item.key }));
  const emit = (next: string[]) => onChange(multiple ? next : (next[0] ?? options.emptyValue));
  if (options.display === 'radio' && !multiple) {
    return <div id={id}><Radio.Group value={keys[0]} options={choices} onChange={(next: string) => emit([next])} /></div>;
  }
  if (options.display === 'checkbox' && multiple) {
    return <div id={id}><Checkbox.Group value={keys} options={choices} onChange={(next: string[]) => emit(next)} /></div>;
  }
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? keys : keys[0]}
      options={choices}
      allowClear
      showSearch
      placeholder={placeholder || t('form.widget.selectPlaceholder')}
      error={!hideError && Boolean(rawErrors?.length)}
      onChange={(next: string | string[] | undefined) => emit(Array.isArray(next) ? next : next ? [next] : [])}
    />
  );
}
