import { Button, Checkbox, Input, Popconfirm, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { RULE_NAMES, type RuleName, type RuleObject } from '../../../../common/definitions/kinds/form.ts';
import { labelText, type LabelValue } from '../bo-designer/bo-edit.ts';
import {
  fieldOfPointer, RULES_WITH_VALUE, ruleMessage, rulesOf, WIDGETS, withoutField, withRequired, withRules, withUi, withWidget, type FormBody,
} from './form-edit.ts';

interface FieldPropertiesProps {
  form: FormBody;
  name: string;
  /** The field's label in the business object (both languages). */
  label: LabelValue | undefined;
  change(form: FormBody): void;
  problems: readonly DefinitionProblem[];
  onRemoved(): void;
}

/** The selected field's properties: its labels (the business object's), widget, required and read-only marks, and rules with messages. */
export function FieldProperties({ form, name, label, change, problems, onRemoved }: FieldPropertiesProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`formDesigner.${key}`, params);
  const ui = form.uiSchema?.[name] ?? {};
  const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
  const rules = rulesOf(form, name);
  const mine = problems.filter((p) => fieldOfPointer(form, p.pointer) === name || p.pointer === `/rules/${name}` || p.pointer.startsWith(`/rules/${name}/`));
  const ruleInvalid = (i: number) => mine.some((p) => p.pointer === `/rules/${name}` || p.pointer.startsWith(`/rules/${name}/${i}`));
  const setRule = (i: number, patch: Partial<RuleObject>) => change(withRules(form, name, rules.map((r, j) => (j === i ? { ...r, ...patch } : r))));
  // A sub-table's column (`items.amount`): its rules here; its widget and place are the sub-table's.
  const column = name.includes('.');
  const widgetOptions = [...WIDGETS, ...(widget && !(WIDGETS as readonly string[]).includes(widget) ? [widget] : [])];

  return (
    <div className="form-designer__props" data-testid="form-props">
      <div className="form-designer__prop-row"><span>{k('fieldName')}</span><code data-testid="form-props-name">{name}</code></div>
      {(['zh-CN', 'en-US'] as const).map((lang) => (
        <div key={lang} className="form-designer__prop-row">
          <span>{k(lang === 'zh-CN' ? 'labelZh' : 'labelEn')}</span>
          <span data-testid={`form-props-label-${lang === 'zh-CN' ? 'zh' : 'en'}`}>{labelText(label, lang) || (typeof label === 'string' ? label : '')}</span>
        </div>
      ))}
      <p className="form-designer__hint">{k('labelFromBo')}</p>
      {!column && (
        <>
          <div className="form-designer__prop-row">
            <span>{k('widget')}</span>
            <Select
              size="small" value={widget ?? ''} data-testid="form-props-widget"
              options={[{ value: '', label: k('widgetDefault') }, ...widgetOptions.map((w) => ({ value: w, label: `${t(`formDesigner.widgets.${w}`, { defaultValue: w })} (${w})` }))]}
              onChange={(value: string) => change(withWidget(form, name, value || undefined))}
            />
          </div>
          <div className="form-designer__prop-row">
            <Checkbox checked={form.schema.required?.includes(name) ?? false} onChange={(on: boolean) => change(withRequired(form, name, on))} data-testid="form-props-required">
              {k('required')}
            </Checkbox>
            <Checkbox checked={ui['ui:readonly'] === true} onChange={(on: boolean) => change(withUi(form, name, { 'ui:readonly': on }))} data-testid="form-props-readonly">
              {k('readonly')}
            </Checkbox>
          </div>
        </>
      )}
      <h5 className="form-designer__subtitle">{k('rules')}</h5>
      {rules.map((rule, i) => (
        <div key={i} className={`form-designer__rule${ruleInvalid(i) ? ' is-invalid' : ''}`} data-testid={`form-rule-${i}`}>
          <div className="form-designer__rule-line">
            <Select
              size="small" value={rule.rule} style={{ flex: 1, minWidth: 0 }} data-testid={`form-rule-name-${i}`} showSearch
              options={RULE_NAMES.map((r) => ({ value: r, label: `${t(`formDesigner.rulesNames.${r}`)} (${r})` }))}
              onChange={(value: RuleName) => setRule(i, { rule: value, value: RULES_WITH_VALUE.includes(value) ? rule.value : undefined })}
            />
            {RULES_WITH_VALUE.includes(rule.rule) && (
              <Input
                size="small" style={{ width: 64 }} value={rule.value === undefined ? '' : String(rule.value)} placeholder={k('ruleValue')}
                onChange={(value) => setRule(i, { value })} data-testid={`form-rule-value-${i}`}
              />
            )}
            <Button
              size="mini" status="danger" icon={<IconDelete />} aria-label={k('remove')}
              onClick={() => change(withRules(form, name, rules.filter((_, j) => j !== i)))} data-testid={`form-rule-remove-${i}`}
            />
          </div>
          {(['zh-CN', 'en-US'] as const).map((lang) => (
            <Input
              key={lang} size="small" placeholder={k(lang === 'zh-CN' ? 'messageZh' : 'messageEn')}
              value={labelText(rule.message as LabelValue | undefined, lang)}
              onChange={(text) => setRule(i, { message: ruleMessage(rule.message, lang, text) })}
              data-testid={`form-rule-message-${lang === 'zh-CN' ? 'zh' : 'en'}-${i}`}
            />
          ))}
        </div>
      ))}
      <Button
        size="small" icon={<IconPlus />} disabled={rules.length >= 20} data-testid="form-rule-add"
        onClick={() => change(withRules(form, name, [...rules, { rule: rules.some((r) => r.rule === 'required') ? 'maxlength' : 'required', ...(rules.some((r) => r.rule === 'required') ? { value: '100' } : {}) }]))}
      >
        {k('addRule')}
      </Button>
      {mine.length > 0 && (
        <ul className="form-designer__problems" data-testid="form-props-problems">
          {mine.map((p, i) => <li key={i}>{p.message}</li>)}
        </ul>
      )}
      {!column && (
        <Popconfirm title={k('removeConfirm', { name })} onOk={() => { change(withoutField(form, name)); onRemoved(); }}>
          <Button size="small" status="danger" icon={<IconDelete />} className="form-designer__remove" data-testid="form-props-remove">{k('removeFromForm')}</Button>
        </Popconfirm>
      )}
    </div>
  );
}
