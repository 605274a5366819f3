import { InputNumber } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';

/** Arco's number input; integers get no decimals, the schema's minimum / maximum bound the steppers. */
export function NumberWidget(props: WidgetProps) {
  const { id, value, schema, options, placeholder, autofocus, onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  if (isPlain(props)) return <ReadonlyValue id={id}>{typeof value === 'number' ? String(value) : ''}</ReadonlyValue>;
  return (
    <InputNumber
      id={id}
      value={typeof value === 'number' ? value : undefined}
      min={schema.minimum}
      max={schema.maximum}
      precision={schema.type === 'integer' ? 0 : undefined}
      placeholder={placeholder || t('form.widget.inputPlaceholder')}
      autoFocus={autofocus}
      error={!hideError && Boolean(rawErrors?.length)}
      onChange={(next) => onChange(typeof next === 'number' && !Number.isNaN(next) ? next : options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
