import { Select } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';
import { chosenLabels } from './choice-text.ts';

/** A drop-down over the schema's enum (one value, or several for an array of unique enum items). */
export function SelectWidget(props: WidgetProps) {
  const { id, value, options, multiple, placeholder, onChange, onBlur, onFocus, rawErrors, hideError } = props;
  const { t } = useTranslation('engine');
  const { enumOptions, enumDisabled, emptyValue } = options;
  if (isPlain(props)) return <ReadonlyValue id={id}>{chosenLabels(value, enumOptions)}</ReadonlyValue>;
  const selected = enumOptionsIndexForValue(value, enumOptions, multiple);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={selected}
      allowClear
      showSearch
      placeholder={placeholder || t('form.widget.selectPlaceholder')}
      error={!hideError && Boolean(rawErrors?.length)}
      options={(enumOptions ?? []).map((option, index) => ({
        label: option.label,
        value: String(index),
        disabled: Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
      }))}
      onChange={(next: string | string[] | undefined) => onChange(enumOptionsValueForIndex(next ?? (multiple ? [] : ''), enumOptions, emptyValue))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
