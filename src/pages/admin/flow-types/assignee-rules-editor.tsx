import { Button, Select } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { AssigneeRule } from '../../../common/api/workflow.ts';
import type { DirectoryOptions } from './use-directory-options.ts';
import { UserAccountsSelect } from './user-accounts-select.tsx';

type RuleType = AssigneeRule['type'];
/** The rule kinds, in the schema's order. */
const RULE_TYPES: RuleType[] = AssigneeRule.anyOf.map((kind) => kind.properties.type.const);

/** The values a rule lists (accounts or codes), or null for a rule that names nobody itself. */
export function ruleValues(rule: AssigneeRule): string[] | null {
  if (rule.type === 'users') return rule.accounts;
  if (rule.type === 'roles' || rule.type === 'posts') return rule.codes;
  return null;
}

/** A rule of `type` listing `values`. */
export function ruleOf(type: RuleType, values: string[]): AssigneeRule {
  if (type === 'users') return { type, accounts: values };
  if (type === 'roles' || type === 'posts') return { type, codes: values };
  return { type };
}

interface Props {
  rules: AssigneeRule[];
  onChange(rules: AssigneeRule[]): void;
  directory: DirectoryOptions;
  testId: string;
}

/** Assignee (or copy-to) rules: each a kind (named users, roles, posts, the initiator's leader...) and what it names. */
export function AssigneeRulesEditor({ rules, onChange, directory, testId }: Props) {
  const { t } = useTranslation('admin');
  const set = (index: number, rule: AssigneeRule) => onChange(rules.map((r, i) => (i === index ? rule : r)));
  return (
    <div className="flow-rules" data-testid={testId}>
      {rules.map((rule, index) => {
        const values = ruleValues(rule);
        const empty = values !== null && values.length === 0;
        const rowId = `${testId}-${index}`;
        return (
          // Rules have no identity of their own; their position is it.
          <div className="flow-rules__row" key={index}>
            <Select
              className="flow-rules__type" value={rule.type} data-testid={`${rowId}-type`} triggerProps={{ autoAlignPopupWidth: false, position: 'bl' }}
              onChange={(type: RuleType) => set(index, ruleOf(type, rule.type === type ? values ?? [] : []))}
              options={RULE_TYPES.map((type) => ({ value: type, label: t(`flowTypes.settingsEditor.rule.${type}`) }))}
            />
            <div className="flow-rules__values">
              {rule.type === 'users' && (
                <UserAccountsSelect value={rule.accounts} onChange={(accounts) => set(index, { type: 'users', accounts })} users={directory.users} error={empty} testId={`${rowId}-values`} />
              )}
              {(rule.type === 'roles' || rule.type === 'posts') && (
                <Select
                  mode="multiple" showSearch allowClear value={rule.codes} error={empty} data-testid={`${rowId}-values`}
                  options={rule.type === 'roles' ? directory.roles : directory.posts}
                  filterOption={(input, option) => String((option.props as { children?: unknown }).children ?? '').toLowerCase().includes(input.toLowerCase())}
                  onChange={(codes: string[]) => set(index, { type: rule.type, codes })}
                />
              )}
              {empty && <div className="flow-rules__error">{t('flowTypes.settingsEditor.ruleValuesRequired')}</div>}
            </div>
            <Button
              icon={<IconDelete />} size="small" aria-label={t('flowTypes.settingsEditor.removeRule')} title={t('flowTypes.settingsEditor.removeRule')}
              onClick={() => onChange(rules.filter((_, i) => i !== index))} data-testid={`${rowId}-remove`}
            />
          </div>
        );
      })}
      <Button size="small" type="dashed" icon={<IconPlus />} onClick={() => onChange([...rules, { type: 'users', accounts: [] }])} data-testid={`${testId}-add`}>
        {t('flowTypes.settingsEditor.addRule')}
      </Button>
    </div>
  );
}
