import { useEffect, useMemo, useState, type DragEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Alert, Button, Card, Empty, InputNumber, Message, Radio, Select, Space, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconArrowDown, IconArrowUp, IconDelete, IconDragDotVertical, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LAYOUT_KEY, roleLayoutKey } from '../../../common/api/home-layout.ts';
import { CURRENT_VERSION } from '../../../common/definitions/versions.ts';
import { flowLayout } from '../../../common/home-layout/layout-geometry.ts';
import { getMyLayout, listColumnChoices, saveMyLayout, type LayoutItems } from '../../../app/api/home-layout.ts';
import { getDefinitionVersion, saveDefinition } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { MY_LAYOUT_KEY } from './home-columns-grid.tsx';
import './my-layout.css';

/** A column in the designer: its alias, width (of 12) and height (grid rows). */
interface Entry { column: string; w: number; h: number }
type Target = 'mine' | 'tenant' | 'role';

const WIDTHS = [3, 4, 6, 8, 9, 12];
const DEFAULT_ENTRY = { w: 4, h: 4 };
const MAX_HEIGHT = 20;

/** The stored items as the designer's ordered list (reading order: row, then column). */
const entriesOf = (items: LayoutItems): Entry[] => [...items].sort((a, b) => a.y - b.y || a.x - b.x).map(({ column, w, h }) => ({ column, w, h }));

/**
 * 我的布局 (/v-personal/v-myLayout): the user picks the columns of their home page, orders them by dragging and
 * sizes them; saved as their own layout definition (a new version; a save from a stale page is refused). An
 * administrator may instead edit the tenant's default layout (defaultHome), which users without their own see, or the
 * default layout of one role (roleHome_<role>), which users of that role without their own see before the tenant's.
 */
export function MyLayoutPage() {
  const { t, i18n } = useTranslation('engine');
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  const layout = useSWR([MY_LAYOUT_KEY], () => getMyLayout(api), { revalidateOnFocus: false });
  const choices = useSWR(['homeColumnChoices'], () => listColumnChoices(api), { revalidateOnFocus: false });
  const [target, setTarget] = useState<Target>('mine');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [tenantVersion, setTenantVersion] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [role, setRole] = useState<string>();
  const roleStored = layout.data?.roleLayouts?.find((r) => r.key === (role ? roleLayoutKey(role) : ''));

  // The list starts from what is stored for the target being edited.
  useEffect(() => {
    if (!layout.data) return;
    setEntries(entriesOf(target === 'mine' ? layout.data.items : layout.data.defaultItems));
    setTenantVersion(layout.data.tenantVersion);
  }, [layout.data, target]);
  // A role's default starts from what is stored for it (else from the default the page shows).
  useEffect(() => {
    if (target !== 'role' || !roleStored) return;
    let gone = false;
    void getDefinitionVersion(api, 'layout', roleStored.key, roleStored.version).then((stored) => {
      if (!gone) setEntries(entriesOf((stored.body as { items: LayoutItems }).items));
    });
    return () => { gone = true; };
  }, [api, target, roleStored]);

  const names = useMemo(() => new Map((choices.data ?? []).map((c) => [c.alias, c.name])), [choices.data]);
  if (layout.error || choices.error) return <Alert type="error" content={((layout.error ?? choices.error) as Error).message} />;
  if (!layout.data || !choices.data || !entries) return <Spin loading style={{ display: 'block', margin: '64px auto' }} />;

  const placed = new Set(entries.map((e) => e.column));
  const available = choices.data.filter((c) => !placed.has(c.alias));
  const change = (i: number, patch: Partial<Entry>) => setEntries(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setEntries(next);
  };
  const drop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  const save = async () => {
    const items = flowLayout(entries);
    setBusy(true);
    try {
      if (target === 'mine') {
        await saveMyLayout(api, items, layout.data!.version);
      } else if (target === 'role') {
        if (!role) return;
        const name = layout.data!.tenantRoles?.find((r) => r.code === role);
        await saveDefinition(api, 'layout', {
          kind: 'layout', schemaVersion: CURRENT_VERSION.layout, alias: roleLayoutKey(role), roles: [role], items,
          name: { 'zh-CN': `${name?.name ?? role}默认首页`, 'en-US': `${name?.nameEn || role} default home` },
        }, roleStored?.version ?? 0);
      } else {
        const stored = tenantVersion ? (await getDefinitionVersion(api, 'layout', DEFAULT_LAYOUT_KEY)).body : undefined;
        const body = {
          kind: 'layout', schemaVersion: CURRENT_VERSION.layout, alias: DEFAULT_LAYOUT_KEY,
          name: stored?.name ?? { 'zh-CN': '默认首页', 'en-US': 'Default home' }, items, ...(stored?.roles ? { roles: stored.roles } : {}),
        };
        await saveDefinition(api, 'layout', body, tenantVersion);
      }
      Message.success(t('home.my.saved'));
      await mutate([MY_LAYOUT_KEY]);
    } catch (error) {
      Message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const source = layout.data.source;
  return (
    <div className="pp-my-layout" data-testid="my-layout-page" data-target={target}>
      <Card bordered={false} title={t('home.my.title')} extra={layout.data.canEditDefault ? (
        <Radio.Group type="button" value={target} onChange={(v: Target) => setTarget(v)} data-testid="my-layout-target">
          <Radio value="mine" data-testid="my-layout-target-mine">{t('home.my.mine')}</Radio>
          <Radio value="tenant" data-testid="my-layout-target-tenant">{t('home.my.tenantDefault')}</Radio>
          <Radio value="role" data-testid="my-layout-target-role">{t('home.my.roleDefault')}</Radio>
        </Radio.Group>
      ) : null}>
        {target === 'role' && (
          <Space style={{ marginBottom: 12 }}>
            <span>{t('home.my.role')}</span>
            <Select style={{ width: 240 }} value={role} onChange={(code: string) => setRole(code)} data-testid="my-layout-role" showSearch
              options={(layout.data.tenantRoles ?? []).map((r) => ({ value: r.code, label: `${i18n.language.startsWith('en') ? r.nameEn || r.name : r.name} (${r.code})` }))} />
          </Space>
        )}
        <p className="pp-my-layout-hint">{t('home.my.hint')}</p>
        <Alert className="pp-my-layout-source" type={target === 'tenant' ? 'warning' : 'info'} data-testid="my-layout-source" data-source={source} content={
          target === 'tenant' ? t('home.my.editingDefault', { version: tenantVersion })
            : target === 'role' ? t('home.my.editingRole', { role: role ?? '—', version: roleStored ? t('home.my.roleVersion', { version: roleStored.version }) : t('home.my.roleNone') })
            : source === 'personal' ? t('home.my.sourcePersonal', { version: layout.data.version })
              : source === 'role' ? t('home.my.sourceRole') : source === 'tenant' ? t('home.my.sourceTenant') : t('home.my.sourceShipped')
        } />
        <div className="pp-my-layout-columns">
          <section className="pp-my-layout-available" data-testid="my-layout-available">
            <h3>{t('home.my.available')}</h3>
            {available.length === 0 ? <Empty description={t('home.my.noneAvailable')} /> : available.map((c) => (
              <div key={c.alias} className="pp-my-layout-choice" data-testid={`my-layout-choice-${c.alias}`}>
                <span>{c.name} <Tag size="small">{i18n.exists(`engine:home.types.${c.colType}`) ? t(`home.types.${c.colType}`) : c.colType}</Tag></span>
                <Button size="mini" icon={<IconPlus />} onClick={() => setEntries([...entries, { column: c.alias, ...DEFAULT_ENTRY }])} data-testid={`my-layout-add-${c.alias}`}>{t('home.my.add')}</Button>
              </div>
            ))}
          </section>
          <section className="pp-my-layout-placed" data-testid="my-layout-placed">
            <h3>{t('home.my.placed')}</h3>
            {entries.length === 0 ? <Empty description={t('home.my.nonePlaced')} /> : entries.map((entry, i) => (
              <div key={entry.column} className={dragged === i ? 'pp-my-layout-entry pp-my-layout-dragging' : 'pp-my-layout-entry'} draggable
                onDragStart={(event) => { setDragged(i); event.dataTransfer.effectAllowed = 'move'; event.dataTransfer.setData('text/plain', entry.column); }}
                onDragOver={(event) => event.preventDefault()} onDrop={drop(i)} onDragEnd={() => setDragged(null)}
                data-testid={`my-layout-entry-${entry.column}`} data-index={i}>
                <IconDragDotVertical className="pp-my-layout-handle" aria-label={t('home.my.dragHandle')} />
                <span className="pp-my-layout-name">{names.get(entry.column) ?? entry.column}</span>
                <Space size={6}>
                  <span className="pp-muted">{t('home.my.width')}</span>
                  <Select size="mini" style={{ width: 92 }} value={entry.w} onChange={(w: number) => change(i, { w })} data-testid={`my-layout-width-${entry.column}`}>
                    {WIDTHS.map((w) => <Select.Option key={w} value={w}>{t('home.my.units', { count: w })}</Select.Option>)}
                  </Select>
                  <span className="pp-muted">{t('home.my.height')}</span>
                  <InputNumber size="mini" style={{ width: 72 }} min={1} max={MAX_HEIGHT} precision={0} value={entry.h}
                    onChange={(h) => change(i, { h: Math.max(1, Math.min(MAX_HEIGHT, Number(h) || 1)) })} data-testid={`my-layout-height-${entry.column}`} />
                  <Button size="mini" icon={<IconArrowUp />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('home.my.moveUp')} />
                  <Button size="mini" icon={<IconArrowDown />} disabled={i === entries.length - 1} onClick={() => move(i, i + 1)} aria-label={t('home.my.moveDown')} />
                  <Button size="mini" status="danger" icon={<IconDelete />} onClick={() => setEntries(entries.filter((_, j) => j !== i))}
                    aria-label={t('home.my.remove')} data-testid={`my-layout-remove-${entry.column}`} />
                </Space>
              </div>
            ))}
          </section>
        </div>
        <LayoutSketch entries={entries} names={names} />
        <div className="pp-my-layout-actions">
          <Button onClick={() => setEntries(entriesOf(layout.data!.defaultItems))} data-testid="my-layout-restore">{t('home.my.restore')}</Button>
          <Button type="primary" loading={busy} disabled={target === 'role' && !role} onClick={() => void save()} data-testid="my-layout-save">{t('home.my.save')}</Button>
        </div>
      </Card>
    </div>
  );
}

/** The draft on the 12-unit grid, as the home page will place it. */
function LayoutSketch({ entries, names }: { entries: Entry[]; names: Map<string, string> }) {
  const { t } = useTranslation('engine');
  const items = flowLayout(entries);
  return (
    <section className="pp-my-layout-sketch-box">
      <h3>{t('home.my.preview')}</h3>
      <div className="pp-my-layout-sketch" data-testid="my-layout-sketch">
        {items.map((item) => (
          <div key={item.column} className="pp-my-layout-sketch-item" style={{ gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}` }}>
            {names.get(item.column) ?? item.column}
          </div>
        ))}
      </div>
    </section>
  );
}

export default MyLayoutPage;
