import type { FieldHelpProps } from '@rjsf/utils';

/** Help text of a field (`ui:help`), in Arco's extra-text style. */
export function FieldHelpTemplate({ help }: FieldHelpProps) {
  if (!help) return null;
  return <span className="pp-form-help">{help}</span>;
}
