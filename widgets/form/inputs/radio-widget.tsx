import { Radio } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';
import { chosenLabels } from './choice-text.ts';

/** One of the schema's enum values as radio buttons (`ui:options.inline: false` stacks them). */
export function RadioWidget(props: WidgetProps) {
  const { id, value, options, onChange } = props;
  const { enumOptions, enumDisabled, emptyValue, inline } = options;
  if (isPlain(props)) return <ReadonlyValue id={id}>{chosenLabels(value, enumOptions)}</ReadonlyValue>;
  return (
    <div id={id}><Radio.Group
      direction={inline === false ? 'vertical' : 'horizontal'}
      value={enumOptionsIndexForValue(value, enumOptions) as string | undefined}
      onChange={(next: string) => onChange(enumOptionsValueForIndex(next, enumOptions, emptyValue))}
    >
      {(enumOptions ?? []).map((option, index) => (
        <Radio key={index} value={String(index)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
          {option.label}
        </Radio>
      ))}
    </Radio.Group></div>
  );
}
