import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Spin, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FlowSettings } from '../../../common/api/workflow.ts';
import type { BpmnNode } from './bpmn-nodes.ts';
import { FlowLevelPanel } from './flow-level-panel.tsx';
import { readSettings, withoutNode, writeSettings, type SettingsTarget } from './flow-settings-edit.ts';
import { NodeSettingsPanel } from './node-settings-panel.tsx';
import { useBpmnNodes } from './use-bpmn-nodes.ts';
import { useDirectoryOptions } from './use-directory-options.ts';

interface Props {
  /** The settings JSON (Form.Item gives it). */
  value?: string;
  onChange?(text: string): void;
  /** The BPMN file the settings go with: its start events and user tasks are the nodes to set. */
  xml: string | undefined;
}

type Tab = 'nodes' | 'json';

/**
 * A flow's settings, edited node by node (assignees, countersign rule, reject modes, buttons, copy-to, form and field
 * rights; the flow's form, subject rule and start rights) or as the JSON itself. Both edit the same text, so what one
 * changes the other shows; the server checks the result when the flow is deployed.
 */
export function FlowSettingsEditor({ value = '', onChange, xml }: Props) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('nodes');
  return (
    <Tabs className="flow-settings-tabs" type="card-gutter" size="small" activeTab={tab} onChange={(key) => setTab(key as Tab)} destroyOnHide>
      <Tabs.TabPane key="nodes" title={<span data-testid="deploy-flow-settings-tab-nodes">{t('flowTypes.settingsEditor.tabNodes')}</span>}>
        <NodesPane text={value} onChange={(text) => onChange?.(text)} xml={xml} />
      </Tabs.TabPane>
      <Tabs.TabPane key="json" title={<span data-testid="deploy-flow-settings-tab-json">{t('flowTypes.settingsEditor.tabJson')}</span>}>
        <Input.TextArea
          className="deploy-flow-dialog__settings" autoSize={{ minRows: 12, maxRows: 22 }} value={value} onChange={(text) => onChange?.(text)}
          data-testid="deploy-flow-settings"
        />
      </Tabs.TabPane>
    </Tabs>
  );
}

/** The node list and the chosen entry's panel. */
function NodesPane({ text, onChange, xml }: { text: string; onChange(text: string): void; xml: string | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const english = i18n.language.startsWith('en');
  const k = (key: string, params?: Record<string, string>) => t(`flowTypes.settingsEditor.${key}`, params);
  const file = useBpmnNodes(xml);
  const directory = useDirectoryOptions();
  const [target, setTarget] = useState<SettingsTarget>({ kind: 'flow' });
  const read = readSettings(text);
  if (!xml) return <Alert type="info" content={k('noFile')} data-testid="flow-settings-no-file" />;
  if (file.loading) return <Spin tip={k('readingFile')} />;
  if (file.error) return <Alert type="warning" content={k('fileUnreadable', { detail: file.error })} data-testid="flow-settings-file-error" />;
  if ('error' in read) return <Alert type="warning" content={k('jsonBroken')} data-testid="flow-settings-json-broken" />;

  const { settings } = read;
  const elements = file.nodes ?? [];
  const configured = (id: string) => settings.nodes?.[id] !== undefined;
  const tasks = elements.filter((n) => n.kind !== 'other');
  // Other elements take only an English name (flow image labels): those the file names, or that have one already.
  const others = elements.filter((n) => n.kind === 'other' && (n.named || n.type !== 'SequenceFlow' || configured(n.id)));
  const stale = Object.keys(settings.nodes ?? {}).filter((id) => !elements.some((n) => n.id === id));
  const change = (next: FlowSettings) => onChange(writeSettings(next));
  const isActive = (entry: SettingsTarget) => entry.kind === target.kind && (entry.kind !== 'node' || (target.kind === 'node' && target.id === entry.id));
  const node = target.kind === 'node' ? elements.find((n) => n.id === target.id) : undefined;
  // A node's entry that went from the list (removed meanwhile) shows the flow's settings instead.
  const shown: SettingsTarget = target.kind === 'node' && !node && !stale.includes(target.id) ? { kind: 'flow' } : target;

  const item = (entry: SettingsTarget, label: string, extra: ReactNode, testId: string) => (
    <button
      type="button" key={testId} className={`flow-settings-editor__item${isActive(entry) ? ' is-active' : ''}`} onClick={() => setTarget(entry)}
      data-testid={testId} aria-pressed={isActive(entry)} title={label}
    >
      <span className="flow-settings-editor__item-name">{label}</span>
      {extra}
    </button>
  );
  const dot = (on: boolean) => (on ? <span className="flow-settings-editor__dot" title={k('configured')} aria-label={k('configured')} /> : null);
  const kindTag = (n: BpmnNode) => {
    if (n.kind === 'start') return <Tag size="small" color="green">{k('startNode')}</Tag>;
    // A plain user task is what the group holds: only countersign tasks say so.
    if (n.kind === 'userTask') return n.multiInstance ? <Tag size="small" color="purple">{k('countersign')}</Tag> : null;
    return <Tag size="small">{t(`flowTypes.settingsEditor.element.${n.type}`, { defaultValue: n.type })}</Tag>;
  };
  // On en-US pages a node goes by its English name where it has one, as on the flow image.
  const labelOf = (n: BpmnNode) => (english && settings.nodes?.[n.id]?.nameEn) || n.name;
  const nodeItem = (n: BpmnNode) => item({ kind: 'node', id: n.id }, labelOf(n), <>{kindTag(n)}{dot(configured(n.id))}</>, `flow-settings-item-${n.id}`);

  return (
    <div className="flow-settings-editor">
      <nav className="flow-settings-editor__list" aria-label={t('flowTypes.deploy.settings')}>
        {item({ kind: 'flow' }, k('flow'), null, 'flow-settings-item-_flow')}
        {item({ kind: 'defaults' }, k('defaults'), dot(settings.defaults !== undefined), 'flow-settings-item-_defaults')}
        <div className="flow-settings-editor__group">{k('nodesGroup')}</div>
        {tasks.map(nodeItem)}
        {others.length > 0 && <div className="flow-settings-editor__group">{k('othersGroup')}</div>}
        {others.map(nodeItem)}
        {stale.map((id) => item({ kind: 'node', id }, id, <Tag size="small" color="orange">{k('notInFile')}</Tag>, `flow-settings-item-${id}`))}
      </nav>
      <section className="flow-settings-editor__panel">
        <header className="flow-settings-editor__panel-head">
          <span className="flow-settings-editor__panel-title">{shown.kind === 'flow' ? k('flow') : shown.kind === 'defaults' ? k('defaults') : node ? labelOf(node) : shown.id}</span>
          {shown.kind === 'node' && <code className="flow-settings-editor__node-id">{shown.id}</code>}
          {shown.kind === 'node' && !node && (
            <Button size="mini" status="danger" onClick={() => { change(withoutNode(settings, shown.id)); setTarget({ kind: 'flow' }); }} data-testid="flow-settings-remove-node">
              {k('removeNode')}
            </Button>
          )}
        </header>
        {shown.kind === 'flow'
          ? <FlowLevelPanel settings={settings} onChange={change} directory={directory} />
          : <NodeSettingsPanel key={shown.kind === 'node' ? shown.id : '_defaults'} settings={settings} target={shown} node={node} onChange={change} directory={directory} />}
      </section>
    </div>
  );
}
