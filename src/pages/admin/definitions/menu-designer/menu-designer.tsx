import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Input, Message, Popconfirm, Select, Space, Tag, Tree, type TreeProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus, IconSubscribeAdd } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';
import { labelText, labelWith, type LabelValue } from '../bo-designer/bo-edit.ts';
import type { DesignerProps } from '../designer-registry.ts';
import {
  aliasProblem, entryAt, placeOfPointer, readMenu, targetOfPath, targetPath, withEntry, withEntryMoved, withEntryStepped, withMenuProps, withNewChild,
  withNewSibling, withoutEntry, writeMenu, MAX_DEPTH, type EntryBody, type EntryPath, type MenuBody,
} from './menu-edit.ts';
import { MENU_ICONS, MenuIcon } from '../../../../app/layout/menu-icons.tsx';
import { MENU_PAGES } from './menu-pages.ts';
import { TARGET_KINDS, useMenuChoices } from './use-menu-choices.ts';
import './menu-designer.css';

const keyOf = (path: EntryPath) => path.join('-');
const pathOf = (key: string): number[] => (key === '' ? [] : key.split('-').map(Number));

interface TreeNode { key: string; title: string; children?: TreeNode[] }

/** Every key of a tree (all expanded by default). */
const keysOf = (nodes: TreeNode[]): string[] => nodes.flatMap((n) => [n.key, ...keysOf(n.children ?? [])]);

/** Entries under an entry, at any level. */
const descendants = (entry: EntryBody): number => (entry.children ?? []).reduce((sum, c) => sum + 1 + descendants(c), 0);

/**
 * A menu as a tree of entries, ordered and nested by drag (three levels at most) or by the toolbar, with the selected
 * entry's properties beside it: names in both languages, what it opens (a list template, custom query, chart or form
 * of the tenant, or a page), its icon and the roles that see it. Every edit rewrites the definition text through
 * menu-edit.ts, so the JSON tab shows it at once and nothing the designer does not know about is lost.
 */
export function MenuDesigner({ text, onChange, problems, focus }: DesignerProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const k = (key: string, params?: Record<string, unknown>) => t(`menuDesigner.${key}`, params);
  const both = (key: string) => ({ 'zh-CN': t(`menuDesigner.${key}`, { lng: 'zh-CN' }), 'en-US': t(`menuDesigner.${key}`, { lng: 'en-US' }) });
  const read = readMenu(text);
  const menu = 'menu' in read ? read.menu : undefined;
  const choices = useMenuChoices();
  const [selected, setSelected] = useState<string>('0');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!focus) return;
    const place = placeOfPointer(focus.pointer);
    if (place.path) setSelected(keyOf(place.path));
    const testId = place.path ? `menu-node-${keyOf(place.path)}` : 'menu-designer-head';
    const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    element?.scrollIntoView?.({ block: 'center' });
  }, [focus]);

  if (!menu) {
    const error = 'error' in read ? read : undefined;
    return <Alert type="warning" content={error?.error === 'syntax' ? k('jsonBroken', { detail: error.detail }) : k('notMenu')} data-testid="menu-designer-broken" />;
  }
  const change = (next: MenuBody) => onChange(writeMenu(next));
  const places = problems.map((p) => ({ place: placeOfPointer(p.pointer), message: p.message }));
  const headProblems = places.filter((p) => !p.place.path);
  const entryProblems = places.filter((p) => p.place.path);
  const invalidKeys = new Set(entryProblems.map((p) => keyOf(p.place.path!)));
  const headStatus = (property: string) => (headProblems.some((p) => p.place.property === property) ? 'error' as const : undefined);

  const nameOf = (entry: EntryBody) => resolveLabel(entry.name as never, lang) || String(entry.alias ?? '');
  const toNodes = (entries: EntryBody[], parent: number[]): TreeNode[] => entries.map((entry, i) => {
    const path = [...parent, i];
    return { key: keyOf(path), title: nameOf(entry), children: entry.children?.length ? toNodes(entry.children, path) : undefined };
  });
  const nodes = toNodes(menu.items, []);
  const expandedKeys = keysOf(nodes).filter((key) => !collapsed.has(key));
  const path = pathOf(selected);
  const entry = path.length ? entryAt(menu, path) : undefined;

  const place = (result: { menu: MenuBody; path: number[] } | undefined) => {
    if (!result) { Message.warning(k('tooDeep')); return; }
    change(result.menu);
    setSelected(keyOf(result.path));
  };
  const onDrop: TreeProps['onDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const from = pathOf(String(dragNode?.props._key ?? ''));
    const onto = pathOf(String(dropNode?.props._key ?? ''));
    if (!from.length || !onto.length) return;
    const moved = dropPosition === 0
      ? withEntryMoved(menu, from, onto, entryAt(menu, onto)?.children?.length ?? 0)
      : withEntryMoved(menu, from, onto.slice(0, -1), onto.at(-1)! + (dropPosition > 0 ? 1 : 0));
    if ('error' in moved) {
      if (moved.error !== 'none') Message.warning(k(moved.error));
      return;
    }
    change(moved.menu);
    setSelected(keyOf(moved.path));
  };

  const setEntry = (patch: Record<string, unknown>) => change(withEntry(menu, path, patch));
  const siblings = path.length > 1 ? entryAt(menu, path.slice(0, -1))?.children ?? [] : menu.items;

  const toolbar = (
    <Space size={4} wrap className="menu-designer__toolbar">
      <Button size="mini" icon={<IconPlus />} onClick={() => place(withNewChild(menu, [], both('newEntry')))} data-testid="menu-add-top">{k('addTop')}</Button>
      <Button size="mini" icon={<IconSubscribeAdd />} disabled={!entry || path.length >= MAX_DEPTH} onClick={() => place(withNewChild(menu, path, both('newEntry')))}
        data-testid="menu-add-child">{k('addChild')}</Button>
      <Button size="mini" icon={<IconPlus />} disabled={!entry} onClick={() => place(withNewSibling(menu, path, both('newEntry')))} data-testid="menu-add-sibling">
        {k('addSibling')}
      </Button>
      <Button size="mini" icon={<IconArrowUp />} disabled={!entry || path.at(-1) === 0} aria-label={k('moveUp')} title={k('moveUp')}
        onClick={() => place(withEntryStepped(menu, path, -1))} data-testid="menu-up" />
      <Button size="mini" icon={<IconArrowDown />} disabled={!entry || path.at(-1) === siblings.length - 1} aria-label={k('moveDown')} title={k('moveDown')}
        onClick={() => place(withEntryStepped(menu, path, 1))} data-testid="menu-down" />
      <Popconfirm
        title={entry && descendants(entry) ? k('removeConfirmChildren', { name: nameOf(entry), count: descendants(entry) }) : k('removeConfirm', { name: entry ? nameOf(entry) : '' })}
        disabled={!entry}
        onOk={() => {
          change(withoutEntry(menu, path));
          const at = path.at(-1)!;
          setSelected(at > 0 ? keyOf([...path.slice(0, -1), at - 1]) : keyOf(path.slice(0, -1)));
        }}
      >
        <Button size="mini" status="danger" icon={<IconDelete />} disabled={!entry} data-testid="menu-remove">{k('remove')}</Button>
      </Popconfirm>
    </Space>
  );

  const count = (entries: EntryBody[]): number => entries.reduce((sum, e) => sum + 1 + count(e.children ?? []), 0);

  return (
    <div className="menu-designer" data-testid="menu-designer">
      <header className="menu-designer__head" data-testid="menu-designer-head">
        <label className="menu-designer__prop">
          <span>{k('alias')}</span>
          <code data-testid="menu-designer-alias">{String(menu.alias ?? '')}</code>
        </label>
        {(['zh-CN', 'en-US'] as const).map((language) => (
          <label key={language} className="menu-designer__prop">
            <span>{k(language === 'zh-CN' ? 'nameZh' : 'nameEn')}</span>
            <Input
              size="small" value={labelText(menu.name as LabelValue | undefined, language)} status={headStatus('name')}
              placeholder={typeof menu.name === 'string' ? k('labelKey', { key: menu.name }) : undefined}
              onChange={(value) => change(withMenuProps(menu, { name: labelWith(menu.name as LabelValue | undefined, language, value) }))}
              data-testid={`menu-name-${language === 'zh-CN' ? 'zh' : 'en'}`}
            />
          </label>
        ))}
      </header>
      {headProblems.length > 0 && (
        <ul className="menu-designer__problems" data-testid="menu-head-problems">
          {headProblems.map((p, i) => <li key={i}>{k('headProblem', { property: p.place.property ?? '/', message: p.message })}</li>)}
        </ul>
      )}
      <div className="menu-designer__body">
        <section className="menu-designer__tree" data-testid="menu-tree">
          <h4 className="menu-designer__title">{k('entries')} <span className="menu-designer__count">{k('count', { count: count(menu.items) })}</span></h4>
          {toolbar}
          <p className="menu-designer__hint">{k('dragHint')}</p>
          {nodes.length ? (
            <Tree
              treeData={nodes} draggable blockNode size="small" selectedKeys={entry ? [selected] : []} expandedKeys={expandedKeys}
              onSelect={(keys) => { if (keys[0] !== undefined) setSelected(String(keys[0])); }}
              onExpand={(keys) => setCollapsed(new Set(keysOf(nodes).filter((key) => !keys.includes(key))))}
              onDrop={onDrop}
              renderTitle={(node) => {
                const key = String(node._key ?? '');
                const shown = entryAt(menu, pathOf(key));
                return (
                  <span className={`menu-designer__node${invalidKeys.has(key) ? ' is-invalid' : ''}`} data-testid={`menu-node-${key}`}>
                    <MenuIcon name={shown?.icon as string | undefined} className="menu-designer__node-icon" />
                    <span className="menu-designer__node-name">{String(node.title ?? '')}</span>
                    {typeof shown?.path === 'string' && <span className="menu-designer__node-path">{shown.path}</span>}
                    {Array.isArray(shown?.roles) && shown.roles.length > 0 && (
                      <Tag size="small" color="purple" className="menu-designer__node-roles" title={`${k('roles')}: ${shown.roles.join(', ')}`}>{shown.roles.join(', ')}</Tag>
                    )}
                    {shown?.hidden === true && <Tag size="small">{k('hidden')}</Tag>}
                  </span>
                );
              }}
            />
          ) : <Empty description={k('noEntries')} />}
          {entryProblems.length > 0 && (
            <ul className="menu-designer__problems" data-testid="menu-entry-problems">
              {entryProblems.map((p, i) => {
                const at = entryAt(menu, p.place.path!);
                return <li key={i}>{k('entryProblem', { entry: at ? nameOf(at) : keyOf(p.place.path!), property: p.place.property ?? '', message: p.message })}</li>;
              })}
            </ul>
          )}
        </section>
        <section className="menu-designer__panel" data-testid="menu-entry-panel">
          {entry ? (
            <EntryPanel
              key={selected} menu={menu} path={path} entry={entry} onPatch={setEntry} choices={choices}
              problems={entryProblems.filter((p) => keyOf(p.place.path!) === selected).map((p) => ({ property: p.place.property, message: p.message }))}
            />
          ) : <Empty description={k('noSelection')} />}
        </section>
      </div>
    </div>
  );
}

interface EntryPanelProps {
  menu: MenuBody;
  path: number[];
  entry: EntryBody;
  onPatch(patch: Record<string, unknown>): void;
  choices: ReturnType<typeof useMenuChoices>;
  problems: Array<{ property?: string; message: string }>;
}

/** The selected entry's properties. */
function EntryPanel({ menu, path, entry, onPatch, choices, problems }: EntryPanelProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`menuDesigner.${key}`, params);
  const [alias, setAlias] = useState(String(entry.alias ?? ''));
  const aliasIssue = alias === entry.alias ? undefined : aliasProblem(menu, path, alias);
  const status = (property: string) => (problems.some((p) => p.property === property) ? 'error' as const : undefined);
  const commitAlias = () => {
    if (alias === entry.alias) return;
    if (aliasIssue) setAlias(String(entry.alias ?? ''));
    else onPatch({ alias });
  };

  const currentPath = typeof entry.path === 'string' ? entry.path : '';
  const target = targetOfPath(currentPath);
  const missing = target && !choices.loading && !choices.definitions[target.kind].some((d) => d.key === target.alias);
  const options = [
    ...TARGET_KINDS.map((kind) => ({
      label: k(`targetGroups.${kind}`),
      options: choices.definitions[kind].map((d) => ({ value: targetPath(kind, d.key), label: `${d.name || d.key} (${d.key})` })),
    })),
    { label: k('targetGroups.page'), options: MENU_PAGES.map((p) => ({ value: p.path, label: `${k(`pages.${p.id}`)} (${p.path})` })) },
  ];
  const offered = (value: string) => options.some((group) => group.options.some((o) => o.value === value));
  // A path under another group (/zlgl/template/preview/x) shows as the same definition's choice.
  const picked = offered(currentPath) ? currentPath : target && offered(targetPath(target.kind, target.alias)) ? targetPath(target.kind, target.alias) : undefined;

  return (
    <div className="menu-designer__form">
      <h4 className="menu-designer__title">{k('entry')} <span className="menu-designer__count">{k('level', { level: path.length })}</span></h4>
      <label className="menu-designer__field">
        <span>{k('alias')}</span>
        <Input
          size="small" value={alias} status={aliasIssue || status('alias') ? 'error' : undefined} onChange={setAlias} onBlur={commitAlias} onPressEnter={commitAlias}
          data-testid="menu-entry-alias"
        />
      </label>
      {aliasIssue && <p className="menu-designer__error" data-testid="menu-entry-alias-problem">{aliasIssue === 'taken' ? k('aliasTaken', { alias }) : k('aliasPattern')}</p>}
      {(['zh-CN', 'en-US'] as const).map((language) => (
        <label key={language} className="menu-designer__field">
          <span>{k(language === 'zh-CN' ? 'nameZh' : 'nameEn')}</span>
          <Input
            size="small" value={labelText(entry.name, language)} status={status('name')}
            placeholder={typeof entry.name === 'string' ? k('labelKey', { key: entry.name }) : undefined}
            onChange={(value) => onPatch({ name: labelWith(entry.name, language, value) })}
            data-testid={`menu-entry-name-${language === 'zh-CN' ? 'zh' : 'en'}`}
          />
        </label>
      ))}
      <label className="menu-designer__field">
        <span>{k('target')}</span>
        <Select
          size="small" showSearch allowClear value={picked} placeholder={choices.loading ? k('targetLoading') : k('targetPlaceholder')}
          loading={choices.loading} onChange={(value?: string) => onPatch({ path: value })} data-testid="menu-entry-target"
        >
          {options.filter((group) => group.options.length).map((group) => (
            <Select.OptGroup key={group.label} label={group.label}>
              {group.options.map((o) => <Select.Option key={o.value} value={o.value}>{o.label}</Select.Option>)}
            </Select.OptGroup>
          ))}
        </Select>
      </label>
      <label className="menu-designer__field">
        <span>{k('path')}</span>
        <Input size="small" value={currentPath} status={status('path')} placeholder={k('pathPlaceholder')} onChange={(value) => onPatch({ path: value })}
          data-testid="menu-entry-path" />
      </label>
      {missing && (
        <p className="menu-designer__warning" data-testid="menu-entry-path-missing">{k('pathMissing', { kind: k(`targetKinds.${target.kind}`), alias: target.alias })}</p>
      )}
      <label className="menu-designer__field">
        <span>{k('href')}</span>
        <Input size="small" value={typeof entry.href === 'string' ? entry.href : ''} status={status('href')} placeholder={k('hrefPlaceholder')}
          onChange={(value) => onPatch({ href: value })} data-testid="menu-entry-href" />
      </label>
      <label className="menu-designer__field">
        <span>{k('icon')}</span>
        <Select
          size="small" showSearch allowClear allowCreate value={typeof entry.icon === 'string' ? entry.icon : undefined} placeholder={k('iconPlaceholder')}
          status={status('icon')} onChange={(icon?: string) => onPatch({ icon })} data-testid="menu-entry-icon"
          renderFormat={(_, value) => (
            <span className="menu-designer__icon-option"><MenuIcon name={String(value ?? '')} /> {String(value ?? '')}</span>
          )}
        >
          {Object.keys(MENU_ICONS).map((name) => (
            <Select.Option key={name} value={name}>
              <span className="menu-designer__icon-option"><MenuIcon name={name} /> {t(`menuDesigner.icons.${name}`)} ({name})</span>
            </Select.Option>
          ))}
        </Select>
      </label>
      <label className="menu-designer__field">
        <span>{k('roles')}</span>
        <Select
          size="small" mode="multiple" showSearch allowClear value={Array.isArray(entry.roles) ? entry.roles : []} placeholder={k('rolesPlaceholder')}
          options={[...choices.roles, ...(entry.roles ?? []).filter((code) => !choices.roles.some((r) => r.value === code)).map((code) => ({ value: code, label: code }))]}
          status={status('roles')} onChange={(roles: string[]) => onPatch({ roles })} data-testid="menu-entry-roles"
        />
      </label>
      <Space size={16} wrap className="menu-designer__flags">
        <Checkbox checked={entry.hidden === true} onChange={(hidden: boolean) => onPatch({ hidden })} data-testid="menu-entry-hidden">{k('hidden')}</Checkbox>
        <Checkbox checked={entry.guestVisible === true} onChange={(guestVisible: boolean) => onPatch({ guestVisible })} data-testid="menu-entry-guest">
          {k('guestVisible')}
        </Checkbox>
        <Checkbox checked={entry.inDevelopment === true} onChange={(inDevelopment: boolean) => onPatch({ inDevelopment })} data-testid="menu-entry-dev">
          {k('inDevelopment')}
        </Checkbox>
      </Space>
      {problems.length > 0 && (
        <ul className="menu-designer__problems" data-testid="menu-entry-panel-problems">
          {problems.map((p, i) => <li key={i}>{k('headProblem', { property: p.property ?? '/', message: p.message })}</li>)}
        </ul>
      )}
    </div>
  );
}
