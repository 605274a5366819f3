import type { FieldRules, RuleName, RuleObject } from './kinds/form.ts';
import { RULE_NAMES } from './kinds/form.ts';

/** 'required|maxlength:20' -> [{ rule: 'required' }, { rule: 'maxlength', value: '20' }]; objects pass through; unknown names are dropped. */
export function parseRules(rules: FieldRules | undefined): RuleObject[] {
  if (rules === undefined) return [];
  if (Array.isArray(rules)) return rules;
  return rules.split('|').filter(Boolean).flatMap((part) => {
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)) as RuleName;
    const match = RULE_NAMES.find((r) => r.toLowerCase() === name.toLowerCase());
    if (!match) return [];
    return colon < 0 ? [{ rule: match }] : [{ rule: match, value: part.slice(colon + 1) }];
  });
}

/** Rules merged: later lists add to or override (same rule name) earlier ones. */
export function mergeRules(...lists: RuleObject[][]): RuleObject[] {
  const byName = new Map<string, RuleObject>();
  for (const list of lists) for (const rule of list) byName.set(rule.rule, rule);
  return [...byName.values()];
}
