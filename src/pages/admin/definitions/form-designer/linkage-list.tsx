import { Button, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import {
  conditionSchema, LINKAGE_EFFECTS, LINKAGE_OPS, readCondition, typedValue, withLinkage, withNewLinkage, withoutLinkage, type FormBody,
  type LinkageEffect, type LinkageOp,
} from './form-edit.ts';

interface LinkageListProps {
  form: FormBody;
  change(form: FormBody): void;
  problems: readonly DefinitionProblem[];
  labelOf(name: string): string;
}

const fieldOf = (pointer: string) => pointer.split('/')[1] ?? '';

/** The form's linkages as sentences: when <field> <condition> [<value>], <effect> <targets>. */
export function LinkageList({ form, change, problems, labelOf }: LinkageListProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`formDesigner.${key}`, params);
  const fields = Object.keys(form.schema.properties);
  const fieldOptions = fields.map((name) => ({ value: name, label: `${labelOf(name)} (${name})` }));
  const linkages = form.linkages ?? [];

  return (
    <section className="form-designer__section" data-testid="form-linkages">
      <h4 className="form-designer__title">{k('linkages')}</h4>
      <p className="form-designer__hint">{k('linkageHint')}</p>
      {linkages.map((linkage, i) => {
        const scope = fieldOf(linkage.condition.scope);
        const condition = readCondition(linkage.condition.schema);
        const at = `/linkages/${i}`;
        const mine = problems.filter((p) => p.pointer === at || p.pointer.startsWith(`${at}/`));
        const setCondition = (op: LinkageOp, value: unknown, field = scope) =>
          change(withLinkage(form, i, { condition: { scope: `/${field}`, schema: conditionSchema(op, value) } }));
        const op = condition?.op;
        return (
          <div key={i} className={`form-designer__linkage${mine.length ? ' is-invalid' : ''}`} data-testid={`form-linkage-${i}`}>
            <span>{k('when')}</span>
            <Select
              size="small" style={{ width: 170 }} value={scope} options={fieldOptions} data-testid={`form-linkage-scope-${i}`}
              onChange={(field: string) => change(withLinkage(form, i, { condition: { ...linkage.condition, scope: `/${field}` } }))}
            />
            <Select
              size="small" style={{ width: 100 }} value={op} placeholder={k('op')} data-testid={`form-linkage-op-${i}`}
              options={LINKAGE_OPS.map((o) => ({ value: o, label: k(`ops.${o}`) }))}
              onChange={(next: LinkageOp) => setCondition(next, next === 'eq' || next === 'ne' ? condition?.value ?? '' : undefined)}
            />
            {!condition && <code className="form-designer__custom">{k('customCondition', { schema: JSON.stringify(linkage.condition.schema) })}</code>}
            {(op === 'eq' || op === 'ne') && (
              <Input
                size="small" style={{ width: 120 }} placeholder={k('value')} value={condition?.value === undefined ? '' : String(condition.value)}
                onChange={(text) => setCondition(op, typedValue(form, scope, text))} data-testid={`form-linkage-value-${i}`}
              />
            )}
            <span>{k('then')}</span>
            <Select
              size="small" style={{ width: 90 }} value={linkage.effect} data-testid={`form-linkage-effect-${i}`}
              options={LINKAGE_EFFECTS.map((e) => ({ value: e, label: k(`effects.${e}`) }))}
              onChange={(effect: LinkageEffect) => change(withLinkage(form, i, { effect }))}
            />
            <Select
              size="small" mode="multiple" style={{ minWidth: 200, flex: 1 }} placeholder={k('targets')} data-testid={`form-linkage-targets-${i}`}
              value={linkage.targets.map(fieldOf)} options={fieldOptions}
              onChange={(names: string[]) => { if (names.length) change(withLinkage(form, i, { targets: names.map((n) => `/${n}`) })); }}
            />
            <Button size="mini" status="danger" icon={<IconDelete />} aria-label={k('remove')} onClick={() => change(withoutLinkage(form, i))} data-testid={`form-linkage-remove-${i}`} />
            {mine.length > 0 && <ul className="form-designer__problems">{mine.map((p, j) => <li key={j}>{p.message}</li>)}</ul>}
          </div>
        );
      })}
      <Button
        size="small" icon={<IconPlus />} disabled={!fields.length || linkages.length >= 100} data-testid="form-linkage-add"
        onClick={() => change(withNewLinkage(form, fields[0]!, fields[1] ?? fields[0]!))}
      >
        {k('addLinkage')}
      </Button>
    </section>
  );
}
