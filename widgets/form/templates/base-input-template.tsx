import { Input } from '@arco-design/web-react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';

/** The Arco text input behind text, email, url and password fields; plain text when the field is read-only. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, autofocus, placeholder, onChange, onBlur, onFocus, options, schema, type, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const text = value === undefined || value === null ? '' : String(value);
  if (isPlain(props)) return <ReadonlyValue id={id}>{type === 'password' && text ? '******' : text}</ReadonlyValue>;
  const Control = type === 'password' ? Input.Password : Input;
  return (
    <Control
      id={id}
      value={text}
      type={type === 'password' ? undefined : (type ?? 'text')}
      maxLength={schema.maxLength}
      placeholder={placeholder || t('form.widget.inputPlaceholder')}
      autoFocus={autofocus}
      allowClear={Boolean(options.allowClearTextInputs)}
      status={!hideError && rawErrors?.length ? 'error' : undefined}
      onChange={(next: string) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
