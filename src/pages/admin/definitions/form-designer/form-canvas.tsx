import { useState, type DragEvent } from 'react';
import { Button, Input, Radio, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DefinitionProblem } from '../../../../common/api/definitions.ts';
import type { BoDefinition } from '../../../../common/definitions/kinds/bo.ts';
import { labelText } from '../bo-designer/bo-edit.ts';
import {
  fieldOfPointer, ungrouped, withFieldPlaced, withGroup, withGroupTitle, withoutGroup, type Drop, type FormBody,
} from './form-edit.ts';

/** The drag payload's type: a field name (from the palette or another cell). */
export const DRAG_TYPE = 'application/x-form-field';

interface FormCanvasProps {
  form: FormBody;
  bo: BoDefinition | undefined;
  change(form: FormBody): void;
  problems: readonly DefinitionProblem[];
  selected: string | null;
  onSelect(name: string): void;
  /** Where a click in the palette places a field (the group last clicked). */
  target: Drop;
  onTarget(drop: Drop): void;
  /** A field's label in the page's language (the business object's). */
  labelOf(name: string): string;
}

/** The form's groups as grids of cells (columns per row), the fields no group names after them, and a drop zone for a new group. */
export function FormCanvas({ form, bo, change, problems, selected, onSelect, target, onTarget, labelOf }: FormCanvasProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`formDesigner.${key}`, params);
  const [over, setOver] = useState<string | null>(null);
  const invalid = new Set(problems.map((p) => fieldOfPointer(form, p.pointer)).filter(Boolean));
  const both = { 'zh-CN': t('formDesigner.newGroupTitle', { lng: 'zh-CN' }), 'en-US': t('formDesigner.newGroupTitle', { lng: 'en-US' }) };

  const place = (name: string, drop: Drop) => {
    if (!bo) return;
    change(withFieldPlaced(form, bo, name, drop, both));
    onSelect(name);
  };
  const dropProps = (id: string, drop: Drop) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.stopPropagation();
      setOver(id);
    },
    onDragLeave: () => setOver((current) => (current === id ? null : current)),
    onDrop: (event: DragEvent) => {
      const name = event.dataTransfer.getData(DRAG_TYPE);
      event.preventDefault();
      event.stopPropagation();
      setOver(null);
      if (name) place(name, drop);
    },
  });

  const cell = (name: string, drop: Drop, columns: number) => {
    const property = form.schema.properties[name]!;
    // A sub-table's own columns (its nested sub-tables are drawn inside it and take no rules of their own here).
    const columnSchemas = property.type === 'array' ? ((property.items as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties) ?? {} : {};
    const columnsOf = Object.keys(columnSchemas).filter((column) => columnSchemas[column]?.type !== 'array');
    const wide = columnsOf.length > 0 || form.uiSchema?.[name]?.['ui:widget'] === 'richtext';
    const widget = form.uiSchema?.[name]?.['ui:widget'];
    const id = `cell-${name}`;
    return (
      <div
        key={name} role="button" tabIndex={0} draggable data-testid={`form-cell-${name}`}
        className={`form-designer__cell${selected === name ? ' is-selected' : ''}${invalid.has(name) ? ' is-invalid' : ''}${over === id ? ' is-over' : ''}`}
        style={wide ? { gridColumn: `span ${columns}` } : undefined}
        onClick={() => onSelect(name)} onKeyDown={(event) => { if (event.key === 'Enter') onSelect(name); }}
        onDragStart={(event) => { event.dataTransfer.setData(DRAG_TYPE, name); event.dataTransfer.effectAllowed = 'move'; }}
        {...dropProps(id, drop)}
      >
        <span className="form-designer__cell-label">
          {form.schema.required?.includes(name) && <span className="form-designer__required">*</span>}
          {labelOf(name)}
        </span>
        <code>{name}</code>
        {typeof widget === 'string' && <Tag size="small">{t(`formDesigner.widgets.${widget}`, { defaultValue: widget })}</Tag>}
        {columnsOf.length > 0 && (
          // A column's click selects the column, not the sub-table around it.
          <span className="form-designer__columns" onClick={(event) => event.stopPropagation()}>
            {k('columnsLabel')}
            {columnsOf.map((column) => (
              <Tag
                key={column} size="small" checkable checked={selected === `${name}.${column}`} data-testid={`form-column-${name}-${column}`}
                onCheck={() => onSelect(`${name}.${column}`)}
              >
                {column}
              </Tag>
            ))}
          </span>
        )}
      </div>
    );
  };

  const groups = form.layout ?? [];
  const rest = ungrouped(form);
  const isTarget = (drop: Drop) => JSON.stringify(drop) === JSON.stringify(target);
  return (
    <div className="form-designer__canvas" data-testid="form-canvas">
      {groups.map((group, g) => {
        const columns = group.columns ?? 1;
        const id = `group-${g}`;
        return (
          <section
            key={g} data-testid={`form-group-${g}`}
            className={`form-designer__group${isTarget({ group: g }) ? ' is-target' : ''}${over === id ? ' is-over' : ''}`}
            onClick={() => onTarget({ group: g })} {...dropProps(id, { group: g })}
          >
            <header className="form-designer__group-head">
              <Tag color="arcoblue">{k('group', { n: g + 1 })}</Tag>
              {(['zh-CN', 'en-US'] as const).map((lang) => (
                <Input
                  key={lang} size="small" className="form-designer__group-title" value={labelText(group.title, lang)}
                  placeholder={k(lang === 'zh-CN' ? 'groupTitleZh' : 'groupTitleEn')}
                  onChange={(text) => change(withGroupTitle(form, g, lang, text))} data-testid={`form-group-title-${lang === 'zh-CN' ? 'zh' : 'en'}-${g}`}
                />
              ))}
              <div className="form-designer__inline">
                <span>{k('columns')}</span>
                <Radio.Group
                  type="button" size="mini" value={columns} data-testid={`form-group-columns-${g}`}
                  options={[1, 2, 3, 4].map((n) => ({ value: n, label: k('columnsN', { n }) }))}
                  onChange={(value: number) => change(withGroup(form, g, { columns: value }))}
                />
              </div>
              <Button size="mini" onClick={(event) => { event.stopPropagation(); change(withoutGroup(form, g)); }} data-testid={`form-group-remove-${g}`}>
                {k('dissolveGroup')}
              </Button>
            </header>
            <div className="form-designer__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
              {group.fields.filter((name) => name in form.schema.properties).map((name, i) => cell(name, { group: g, index: i }, columns))}
            </div>
          </section>
        );
      })}
      <section
        data-testid="form-group-none" onClick={() => onTarget({ group: null })} {...dropProps('none', { group: null })}
        className={`form-designer__group is-loose${isTarget({ group: null }) ? ' is-target' : ''}${over === 'none' ? ' is-over' : ''}`}
      >
        <header className="form-designer__group-head"><span>{k('ungrouped')}</span></header>
        <div className="form-designer__grid">
          {rest.length ? rest.map((name) => cell(name, { group: null }, 1)) : <span className="form-designer__hint">{k('dropHere')}</span>}
        </div>
      </section>
      <div
        data-testid="form-group-new" onClick={() => onTarget({ group: 'new' })} {...dropProps('new', { group: 'new' })}
        className={`form-designer__new-group${isTarget({ group: 'new' }) ? ' is-target' : ''}${over === 'new' ? ' is-over' : ''}`}
      >
        {k('newGroup')}
      </div>
    </div>
  );
}
