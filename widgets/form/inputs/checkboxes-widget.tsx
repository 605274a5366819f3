import { Checkbox } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';
import { chosenLabels } from './choice-text.ts';

/** Several of the enum values of an array field as check boxes. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, options, onChange } = props;
  const { enumOptions, enumDisabled, emptyValue, inline } = options;
  if (isPlain(props)) return <ReadonlyValue id={id}>{chosenLabels(value, enumOptions)}</ReadonlyValue>;
  return (
    <div id={id}><Checkbox.Group
      direction={inline === false ? 'vertical' : 'horizontal'}
      value={(enumOptionsIndexForValue(value ?? [], enumOptions, true) as string[] | undefined) ?? []}
      onChange={(next: string[]) => onChange(enumOptionsValueForIndex(next, enumOptions, emptyValue) ?? [])}
      options={(enumOptions ?? []).map((option, index) => ({
        label: option.label,
        value: String(index),
        disabled: Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
      }))}
    /></div>
  );
}
