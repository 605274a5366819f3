import type { ErrorSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FieldRight, RuleObject } from '../../../common/definitions/kinds/form.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { checkAsyncRule, isAsyncRule, ruleMessage, type RuleCall } from '../../../common/rules/form-rules.ts';

interface Scope {
  rules: Map<string, RuleObject[]>;
  hidden: ReadonlySet<string>;
  rights: Record<string, FieldRight>;
  lang: Language;
}

/** exists / backend / script rules of the top-level fields the user can write; the errors to show, or undefined. */
export async function asyncFailures(scope: Scope, data: Record<string, unknown>, call: RuleCall, t: TFunction): Promise<ErrorSchema | undefined> {
  const errors: Record<string, { __errors: string[] }> = {};
  const checks = [...scope.rules].flatMap(([path, rules]) => {
    if (path.includes('.') || scope.hidden.has(path) || scope.rights[path] === 'r' || scope.rights[path] === 'n') return [];
    return rules.filter(isAsyncRule).map(async (rule) => {
      const failure = await checkAsyncRule(rule, data[path], data, call);
      if (failure) (errors[path] ??= { __errors: [] }).__errors.push(ruleMessage(failure, t, scope.lang));
    });
  });
  await Promise.all(checks);
  return Object.keys(errors).length ? (errors as ErrorSchema) : undefined;
}
