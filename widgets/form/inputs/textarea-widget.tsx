import { Input } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';

/** Multi-line text (`ui:options.rows`, default 3) with a character count when the schema limits the length. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, schema, options, placeholder, autofocus, onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const text = typeof value === 'string' ? value : '';
  if (isPlain(props)) return <ReadonlyValue id={id}><span className="pp-form-multiline">{text}</span></ReadonlyValue>;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <Input.TextArea
      id={id}
      value={text}
      autoSize={{ minRows: rows, maxRows: Math.max(rows, 12) }}
      maxLength={schema.maxLength}
      showWordLimit={schema.maxLength !== undefined}
      placeholder={placeholder || t('form.widget.inputPlaceholder')}
      autoFocus={autofocus}
      status={!hideError && rawErrors?.length ? 'error' : undefined}
      onChange={(next: string) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
