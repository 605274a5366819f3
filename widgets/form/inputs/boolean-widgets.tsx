import { Checkbox, Switch } from '@arco-design/web-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { isPlain } from '../form-context.ts';
import { ReadonlyValue } from '../readonly-value.tsx';

function YesNo({ id, value }: { id: string; value: unknown }) {
  const { t } = useTranslation('engine');
  return <ReadonlyValue id={id}>{typeof value === 'boolean' ? t(value ? 'form.widget.yes' : 'form.widget.no') : ''}</ReadonlyValue>;
}

/** A yes/no field as one check box (the field label says what it means). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, onChange } = props;
  if (isPlain(props)) return <YesNo id={id} value={value} />;
  return <Checkbox id={id} checked={value === true} onChange={(checked: boolean) => onChange(checked)} />;
}

/** A yes/no field as a switch (`ui:widget: 'switch'`). */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, onChange } = props;
  if (isPlain(props)) return <YesNo id={id} value={value} />;
  return <Switch id={id} checked={value === true} onChange={(checked: boolean) => onChange(checked)} />;
}
