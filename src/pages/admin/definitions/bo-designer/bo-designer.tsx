import { useEffect } from 'react';
import { Alert, Button, Input, Popconfirm, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DesignerProps } from '../designer-registry.ts';
import {
  labelText, labelWith, placeOfPointer, readBo, tableAt, tablePointer, withNewChild, withoutChild, withTableProps, writeBo, type TableBody, type TablePath,
} from './bo-edit.ts';
import { FieldTable, tableId } from './field-table.tsx';
import { useDictionaryOptions } from './use-dictionary-options.ts';
import './bo-designer.css';


/** Sub-tables go two levels deep (the meta schema's children and their children). */
const MAX_DEPTH = 2;
const MAX_CHILDREN = 20;

/**
 * A business object as tables of fields: its names, the main table's fields, then each sub-table (and theirs). Every
 * edit rewrites the definition text through bo-edit.ts, so the JSON tab shows it at once and nothing the designer does
 * not know about is lost.
 */
export function BoDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`boDesigner.${key}`, params);
  const dictionaries = useDictionaryOptions();
  const read = readBo(text);

  useEffect(() => {
    if (!focus) return;
    const place = placeOfPointer(focus.pointer);
    const path = place.table ? place.table.split('/').filter((s) => /^\d+$/.test(s)).map(Number) : [];
    const testId = place.row !== undefined ? `bo-field-name-${tableId(path)}-${place.row}` : `bo-fields-${tableId(path)}`;
    const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus?.();
  }, [focus]);

  if ('error' in read) {
    return <Alert type="warning" content={read.error === 'syntax' ? k('jsonBroken', { detail: read.detail }) : k('notBo')} data-testid="bo-designer-broken" />;
  }
  const { bo } = read;
  const change = (next: TableBody) => onChange(writeBo(next));
  const headProblem = (property: string) => problems.some((p) => p.pointer === `/${property}` || p.pointer.startsWith(`/${property}/`));
  // New names and labels are written in both languages, whatever the page's language.
  const both = (key: string) => ({ 'zh-CN': t(`boDesigner.${key}`, { lng: 'zh-CN' }), 'en-US': t(`boDesigner.${key}`, { lng: 'en-US' }) });
  const newNames = both('newSubTable');
  const newField = both('newField');

  const nameInputs = (path: TablePath, testId: string) => {
    const label = tableAt(bo, path)!.name;
    const pointer = `${tablePointer(path)}/name`;
    const invalid = problems.some((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
    return (['zh-CN', 'en-US'] as const).map((lang) => (
      <label key={lang} className="bo-designer__prop">
        <span>{k(lang === 'zh-CN' ? 'nameZh' : 'nameEn')}</span>
        <Input
          size="small" value={labelText(label, lang)} status={invalid ? 'error' : undefined}
          placeholder={typeof label === 'string' ? k('labelKey', { key: label }) : undefined}
          onChange={(value) => change(withTableProps(bo, path, { name: labelWith(label, lang, value) }))}
          data-testid={`${testId}-name-${lang === 'zh-CN' ? 'zh' : 'en'}`}
        />
      </label>
    ));
  };

  const subTables = (path: TablePath, depth: number) => {
    const children = tableAt(bo, path)!.children ?? [];
    // A sub-table that went while it is still used (records, other definitions) is a problem of the list it left.
    const gone = problems.filter((p) => p.pointer === `${tablePointer(path)}/children`);
    return (
      <>
        {gone.length > 0 && (
          <ul className="bo-designer__problems" data-testid={`bo-children-problems-${tableId(path)}`}>
            {gone.map((p, i) => <li key={i}>{p.message}</li>)}
          </ul>
        )}
        {children.map((child, i) => {
          const childPath = [...path, i];
          const id = tableId(childPath);
          const aliasPointer = `${tablePointer(childPath)}/alias`;
          return (
            <section key={id} className={`bo-designer__child depth-${depth}`} data-testid={`bo-child-${id}`}>
              <header className="bo-designer__head">
                <Tag color={depth === 1 ? 'arcoblue' : 'purple'}>{k('subTable', { alias: child.alias ?? '' })}</Tag>
                <label className="bo-designer__prop">
                  <span>{k('alias')}</span>
                  <Input
                    size="small" value={child.alias ?? ''} status={problems.some((p) => p.pointer === aliasPointer) ? 'error' : undefined}
                    onChange={(alias) => change(withTableProps(bo, childPath, { alias }))} data-testid={`bo-child-alias-${id}`}
                  />
                </label>
                {nameInputs(childPath, `bo-child-${id}`)}
                <Popconfirm title={k('removeSubTableConfirm', { alias: child.alias ?? '' })} onOk={() => change(withoutChild(bo, childPath))}>
                  <Button size="mini" status="danger" icon={<IconDelete />} data-testid={`bo-child-remove-${id}`}>{k('removeSubTable')}</Button>
                </Popconfirm>
              </header>
              <FieldTable bo={bo} path={childPath} onChange={change} problems={problems} dictionaries={dictionaries} />
              {depth < MAX_DEPTH && subTables(childPath, depth + 1)}
            </section>
          );
        })}
        <Button
          size="small" icon={<IconPlus />} disabled={children.length >= MAX_CHILDREN} className="bo-designer__add-child"
          onClick={() => change(withNewChild(bo, path, newNames, newField))} data-testid={`bo-child-add-${tableId(path)}`}
        >
          {path.length ? k('addSubTableOf', { parent: tableAt(bo, path)!.alias ?? '' }) : k('addSubTable')}
        </Button>
      </>
    );
  };

  return (
    <div className="bo-designer" data-testid="bo-designer">
      <header className="bo-designer__head">
        <label className="bo-designer__prop">
          <span>{k('alias')}</span>
          <code data-testid="bo-designer-alias">{String(bo.alias ?? '')}</code>
        </label>
        {nameInputs([], 'bo-designer')}
        <label className="bo-designer__prop bo-designer__prop--wide">
          <span>{k('description')}</span>
          <Input
            size="small" value={(bo.description as string | undefined) ?? ''} status={headProblem('description') ? 'error' : undefined}
            onChange={(description) => change(withTableProps(bo, [], { description }))} data-testid="bo-designer-description"
          />
        </label>
      </header>
      <h4 className="bo-designer__title">{k('mainTable')} <span className="bo-designer__count">{k('fieldCount', { count: bo.fields.length })}</span></h4>
      <FieldTable bo={bo} path={[]} onChange={change} problems={problems} dictionaries={dictionaries} />
      <h4 className="bo-designer__title">{k('subTables')}</h4>
      {subTables([], 1)}
    </div>
  );
}

