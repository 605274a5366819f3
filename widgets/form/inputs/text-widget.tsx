import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { NumberWidget } from './number-widget.tsx';

/** rjsf's default widget for strings and numbers: a text input, or a number input when the schema is numeric. */
export function TextWidget(props: WidgetProps) {
  const { schema, registry, options } = props;
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  const BaseInput = getTemplate('BaseInputTemplate', registry, options);
  return <BaseInput {...props} />;
}

export function EmailWidget(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInput {...props} type="email" />;
}

export function URLWidget(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInput {...props} type="url" />;
}

export function PasswordWidget(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInput {...props} type="password" />;
}
