import { useEffect, useState } from 'react';
import { Alert, Input, Spin, Switch, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { resolveLabel, type Label } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';
import type { DesignerProps } from '../designer-registry.ts';
import { useBoDefinition } from '../use-bo-definition.ts';
import { labelText, type LabelValue } from '../bo-designer/bo-edit.ts';
import { FieldProperties } from './field-properties.tsx';
import { DRAG_TYPE, FormCanvas } from './form-canvas.tsx';
import { fieldOfPointer, placeable, readForm, withDrafts, withFieldPlaced, withName, writeForm, type Drop, type FormBody } from './form-edit.ts';
import { FormulaList } from './formula-list.tsx';
import { LinkageList } from './linkage-list.tsx';
import './form-designer.css';

/**
 * A form as the user will meet it: the business object's fields on the left to drag (or click) onto groups of columns,
 * the selected field's properties on the right, linkages and formulas below. Every edit rewrites the definition text
 * through form-edit.ts, so the JSON tab and the preview show it at once and nothing the designer does not know is lost.
 */
export function FormDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { t, i18n } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`formDesigner.${key}`, params);
  const lang = i18n.language as Language;
  const read = readForm(text);
  const boAlias = 'form' in read && typeof read.form.boAlias === 'string' ? read.form.boAlias : null;
  // Shares one fetch of the stored business object with the preview.
  const bo = useBoDefinition(boAlias);
  const [selected, setSelected] = useState<string | null>(null);
  const [target, setTarget] = useState<Drop>({ group: 'new' });

  useEffect(() => {
    if (!focus || !('form' in read)) return;
    const field = fieldOfPointer(read.form, focus.pointer);
    if (field && field in read.form.schema.properties) setSelected(field);
    const section = /^\/(linkages|formulas)\/(\d+)/.exec(focus.pointer);
    const testId = field ? `form-cell-${field}` : section ? `form-${section[1] === 'linkages' ? 'linkage' : 'formula'}-${section[2]}` : null;
    const element = testId ? document.querySelector<HTMLElement>(`[data-testid="${testId}"]`) : null;
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus?.();
    // Only a new focus request moves the view; the text changing under it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  if ('error' in read) {
    return <Alert type="warning" content={read.error === 'syntax' ? k('jsonBroken', { detail: read.detail }) : k('notForm')} data-testid="form-designer-broken" />;
  }
  const { form } = read;
  const change = (next: FormBody) => onChange(writeForm(next));
  const boLabel = (name: string): LabelValue | undefined => {
    const [table, column] = name.split('.');
    if (column) return bo.data?.children?.find((c) => c.alias === table)?.fields.find((f) => f.name === column)?.label as LabelValue | undefined;
    const field = bo.data?.fields.find((f) => f.name === name);
    if (field) return field.label as LabelValue;
    return bo.data?.children?.find((c) => c.alias === name)?.name as LabelValue | undefined;
  };
  const labelOf = (name: string) => {
    const label = boLabel(name);
    if (label) return resolveLabel(label as Label, lang, (key) => (i18n.exists(key) ? i18n.t(key) : undefined));
    const title = form.schema.properties[name]?.title;
    return typeof title === 'string' ? title : name;
  };
  const nameProblem = problems.some((p) => p.pointer === '/name' || p.pointer.startsWith('/name/'));
  const placed = new Set(Object.keys(form.schema.properties));
  const palette = bo.data ? placeable(bo.data).filter((item) => !placed.has(item.name)) : [];
  const newGroupTitle = { 'zh-CN': t('formDesigner.newGroupTitle', { lng: 'zh-CN' }), 'en-US': t('formDesigner.newGroupTitle', { lng: 'en-US' }) };
  const known = (pointer: string) => fieldOfPointer(form, pointer) !== undefined || /^\/(name|linkages|formulas)(\/|$)/.test(pointer);
  const others = problems.filter((p) => !known(p.pointer));

  return (
    <div className="form-designer" data-testid="form-designer">
      <header className="form-designer__head">
        <label className="form-designer__inline"><span>{k('key')}</span><code data-testid="form-designer-key">{String(form.key ?? '')}</code></label>
        {(['zh-CN', 'en-US'] as const).map((l) => (
          <label key={l} className="form-designer__inline">
            <span>{k(l === 'zh-CN' ? 'nameZh' : 'nameEn')}</span>
            <Input
              size="small" style={{ width: 160 }} value={labelText(form.name, l)} status={nameProblem ? 'error' : undefined}
              onChange={(value) => change(withName(form, l, value))} data-testid={`form-designer-name-${l === 'zh-CN' ? 'zh' : 'en'}`}
            />
          </label>
        ))}
        <label className="form-designer__inline"><span>{k('boAlias')}</span><code data-testid="form-designer-bo">{form.boAlias}</code></label>
        <Tooltip content={k('draftsHint')}>
          <label className="form-designer__inline">
            <span>{k('drafts')}</span>
            <Switch size="small" checked={form.drafts !== false} onChange={(keep) => change(withDrafts(form, keep))} data-testid="form-designer-drafts" />
          </label>
        </Tooltip>
      </header>
      {bo.error && <Alert type="error" content={k('boMissing', { alias: form.boAlias, message: (bo.error as Error).message })} data-testid="form-designer-bo-error" />}
      {others.length > 0 && (
        <ul className="form-designer__problems" data-testid="form-designer-problems">
          {others.map((p, i) => <li key={i}><code>{p.pointer}</code> {p.message}</li>)}
        </ul>
      )}
      <div className="form-designer__body">
        <aside className="form-designer__palette" data-testid="form-palette">
          <h4 className="form-designer__title">{k('palette')}</h4>
          <p className="form-designer__hint">{k('paletteHint')}</p>
          {bo.isLoading && <Spin />}
          {bo.data && !palette.length && <p className="form-designer__hint">{k('paletteEmpty')}</p>}
          {palette.map((item) => (
            <div
              key={item.name} role="button" tabIndex={0} draggable className="form-designer__palette-item" data-testid={`form-palette-${item.name}`}
              onDragStart={(event) => { event.dataTransfer.setData(DRAG_TYPE, item.name); event.dataTransfer.effectAllowed = 'copy'; }}
              onClick={() => { change(withFieldPlaced(form, bo.data!, item.name, target, newGroupTitle)); setSelected(item.name); }}
              onKeyDown={(event) => { if (event.key === 'Enter') change(withFieldPlaced(form, bo.data!, item.name, target, newGroupTitle)); }}
            >
              <span>{labelOf(item.name)}</span>
              <code>{item.name}</code>
              {item.child && <Tag size="small" color="purple">{k('subTable')}</Tag>}
            </div>
          ))}
        </aside>
        <div className="form-designer__main">
          <h4 className="form-designer__title">{k('canvas')}</h4>
          <FormCanvas
            form={form} bo={bo.data} change={change} problems={problems} selected={selected} onSelect={setSelected}
            target={target} onTarget={setTarget} labelOf={labelOf}
          />
        </div>
        <aside className="form-designer__side">
          <h4 className="form-designer__title">{k('properties')}</h4>
          {selected && selected.split('.')[0]! in form.schema.properties ? (
            <FieldProperties form={form} name={selected} label={boLabel(selected)} change={change} problems={problems} onRemoved={() => setSelected(null)} />
          ) : <p className="form-designer__hint">{k('pickField')}</p>}
        </aside>
      </div>
      <LinkageList form={form} change={change} problems={problems} labelOf={labelOf} />
      <FormulaList form={form} change={change} problems={problems} labelOf={labelOf} />
    </div>
  );
}
