import type { TFunction } from 'i18next';
import { resolveLabel } from '../../../common/definitions/label.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { RuleFailure } from './check-rule.ts';

/** The text of a failed rule: the definition's own message, the server's (backend check), else the catalog's. */
export function ruleMessage(failure: RuleFailure, t: TFunction, lang: Language): string {
  if (failure.custom !== undefined) return resolveLabel(failure.custom, lang, (key) => (t(key, { defaultValue: '' }) as string) || undefined);
  const serverText = failure.params?.message;
  if (failure.key === 'backend' && typeof serverText === 'string' && serverText) return serverText;
  return t(`engine:form.rules.${failure.key}`, { ...failure.params, defaultValue: t('engine:form.rules.pattern') }) as string;
}
