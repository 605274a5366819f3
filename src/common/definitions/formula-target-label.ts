import type { BoDefinition } from './kinds/bo.ts';
import { resolveLabel } from './label.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * A formula target's label in a language, for messages: a field (`amountInWords`: 金额大写) or a sub-table column
 * (`items.item.amount`: 费用明细.金额); the target itself when the business object does not name it.
 */
export function formulaTargetLabel(bo: Pick<BoDefinition, 'fields' | 'children'> | undefined, target: string, lang: Language): string {
  const [alias, , name] = target.split('.');
  if (name === undefined) return resolveLabel(bo?.fields.find((f) => f.name === target)?.label, lang) || target;
  const child = bo?.children?.find((c) => c.alias === alias);
  const field = child?.fields.find((f) => f.name === name);
  return child && field ? `${resolveLabel(child.name, lang)}.${resolveLabel(field.label, lang)}` : target;
}
