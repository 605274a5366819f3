import { useRef, useState, type SyntheticEvent } from 'react';
import { Button, Input, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconCheckCircle, IconCloseCircle, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import { checkFormula, FORMULA_FUNCTIONS } from './formula-check.ts';
import { formulaTargets, withFormula, withNewFormula, withoutFormula, type FormBody } from './form-edit.ts';

interface FormulaListProps {
  form: FormBody;
  change(form: FormBody): void;
  problems: readonly DefinitionProblem[];
  labelOf(name: string): string;
}

/** The form's formulas: target = expression, each checked as it is typed, with a helper listing the fields and functions to insert. */
export function FormulaList({ form, change, problems, labelOf }: FormulaListProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`formDesigner.${key}`, params);
  const [active, setActive] = useState(0);
  const caret = useRef<number | null>(null);
  const formulas = form.formulas ?? [];
  const targets = formulaTargets(form);
  const label = (path: string) => path.split('.').map((part, i) => (i === 0 ? labelOf(part) : part)).join('.');
  const targetOptions = [...new Set([...targets, ...formulas.map((f) => f.target)])].map((path) => ({ value: path, label: `${label(path)} (${path})` }));
  const keepCaret = (event: SyntheticEvent) => { caret.current = (event.target as HTMLTextAreaElement).selectionStart; };

  const insert = (i: number, text: string) => {
    const expression = formulas[i]!.expression;
    const at = caret.current ?? expression.length;
    change(withFormula(form, i, { expression: `${expression.slice(0, at)}${text}${expression.slice(at)}` }));
    // A function's call leaves the caret between its parentheses, where the next field picked goes.
    caret.current = at + (text.includes('(') ? text.indexOf('(') + 1 : text.length);
  };
  /** Fields a formula may read: top-level ones; in a sub-table column's formula, the row's own as `item.xxx` too. */
  const readable = (target: string) => {
    const top = Object.keys(form.schema.properties);
    if (!target.includes('.item.')) return top;
    const table = target.split('.')[0]!;
    const columns = Object.keys(((form.schema.properties[table]?.items as { properties?: object } | undefined)?.properties) ?? {});
    return [...columns.map((c) => `item.${c}`), ...top];
  };

  return (
    <section className="form-designer__section" data-testid="form-formulas">
      <h4 className="form-designer__title">{k('formulas')}</h4>
      <p className="form-designer__hint">{k('formulaHint')}</p>
      {formulas.map((formula, i) => {
        const check = checkFormula(formula.expression);
        const at = `/formulas/${i}`;
        const mine = problems.filter((p) => p.pointer === at || p.pointer.startsWith(`${at}/`));
        const message = check.ok ? k('formulaOk')
          : 'syntax' in check ? k('formulaSyntax', { error: check.syntax }) : k('formulaUnknownFunction', { name: check.unknownFunction });
        return (
          <div key={i} className={`form-designer__formula${mine.length || !check.ok ? ' is-invalid' : ''}`} data-testid={`form-formula-${i}`}>
            <div className="form-designer__rule-line">
              <Select
                size="small" style={{ width: 240 }} value={formula.target} options={targetOptions} showSearch data-testid={`form-formula-target-${i}`}
                onChange={(target: string) => change(withFormula(form, i, { target }))}
              />
              <span>=</span>
              <Input.TextArea
                value={formula.expression} autoSize={{ minRows: 1, maxRows: 4 }} style={{ flex: 1, fontFamily: 'monospace' }}
                onFocus={() => setActive(i)} onChange={(expression) => change(withFormula(form, i, { expression }))}
                onSelect={keepCaret} onKeyUp={keepCaret} onClick={keepCaret} data-testid={`form-formula-expression-${i}`}
              />
              <Button size="mini" status="danger" icon={<IconDelete />} aria-label={k('remove')} onClick={() => change(withoutFormula(form, i))} data-testid={`form-formula-remove-${i}`} />
            </div>
            <div className={`form-designer__check ${check.ok ? 'is-ok' : 'is-error'}`} data-testid={`form-formula-check-${i}`}>
              {check.ok ? <IconCheckCircle /> : <IconCloseCircle />} {message}
            </div>
            {mine.length > 0 && <ul className="form-designer__problems">{mine.map((p, j) => <li key={j}>{p.message}</li>)}</ul>}
            {active === i && (
              <div className="form-designer__helper" data-testid={`form-formula-helper-${i}`}>
                <div>
                  <span className="form-designer__helper-title">{k('insertField')}</span>
                  {readable(formula.target).map((path) => (
                    <Tag key={path} size="small" checkable checked={false} onCheck={() => insert(i, path)} data-testid={`form-formula-field-${i}-${path}`}>
                      {path.startsWith('item.') ? path : `${labelOf(path)} ${path}`}
                    </Tag>
                  ))}
                </div>
                <div>
                  <span className="form-designer__helper-title">{k('insertFunction')}</span>
                  {FORMULA_FUNCTIONS.map((fn) => (
                    <Tag key={fn.name} size="small" color="arcoblue" checkable checked={false} onCheck={() => insert(i, fn.call)} title={t(`formDesigner.functions.${fn.name}`)} data-testid={`form-formula-function-${i}-${fn.name}`}>
                      ${fn.name} {t(`formDesigner.functions.${fn.name}`)}
                    </Tag>
                  ))}
                </div>
              </div>
            )}
          </div>
        );
      })}
      <Button
        size="small" icon={<IconPlus />} disabled={!targets.length || formulas.length >= 100} data-testid="form-formula-add"
        onClick={() => { change(withNewFormula(form, targets.find((tg) => !formulas.some((f) => f.target === tg)) ?? targets[0]!)); setActive(formulas.length); }}
      >
        {k('addFormula')}
      </Button>
    </section>
  );
}
