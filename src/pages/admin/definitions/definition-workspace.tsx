import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Button, Input, Message, Space, Spin, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { DefinitionPreview } from './definition-preview.tsx';
import { HistoryDrawer } from './history-drawer.tsx';
import type { JsonEditorHandle } from './json-editor.tsx';
import { ProblemsPanel } from './problems-panel.tsx';
import { BoChangesDialog } from './bo-designer/bo-changes-dialog.tsx';
import { designerFor } from './designer-registry.ts';
import type { JSONSchema7 } from 'json-schema';
import type { useDefinitionEditor } from './use-definition-editor.ts';

// CodeMirror with schema support is most of this page's weight: the list shows while it loads.
const JsonEditor = lazy(async () => ({ default: (await import('./json-editor.tsx')).JsonEditor }));

interface DefinitionWorkspaceProps {
  kind: DefinitionKind;
  definitionKey: string | null;
  editor: ReturnType<typeof useDefinitionEditor>;
  schema: JSONSchema7 | undefined;
  onSaved(key: string, version: number): void;
}

/**
 * The editor of one definition: JSON with completion and problems beside the live preview (a business object also in
 * its designer, a second view of the same text, with the data changes shown before saving); save, history, rollback.
 */
export function DefinitionWorkspace({ kind, definitionKey, editor, schema, onSaved }: DefinitionWorkspaceProps) {
  const { t } = useTranslation('admin');
  const code = useRef<JsonEditorHandle>(null);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // A kind with a designer (designer-registry.ts) opens in it; the JSON tab edits the same text.
  const designer = designerFor(kind);
  const Designer = designer?.component;
  const designable = Designer !== undefined;
  const confirmSave = designer?.confirmSave === true;
  const [tab, setTab] = useState<'designer' | 'json'>('designer');
  const [focus, setFocus] = useState<{ pointer: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const designing = designable && tab === 'designer';
  const validBody = editor.parsed?.ok && editor.problems.length === 0 ? editor.parsed.body : null;
  const problemCount = editor.syntaxError ? 1 : editor.problems.length;

  const save = async () => {
    setSaving(true);
    const outcome = await editor.save(comment);
    setSaving(false);
    setConfirming(false);
    if (outcome.ok) {
      Message.success({ content: t('saved', { version: outcome.version }), duration: 1500 });
      setComment('');
      onSaved(outcome.key, outcome.version);
    } else {
      Message.error(outcome.message || t('saveRefused'));
    }
  };

  const jsonEditor = (
    <Suspense fallback={<Spin block />}>
      <JsonEditor ref={code} value={editor.text} onChange={editor.setText} schema={schema} testId="definition-editor" />
    </Suspense>
  );
  // On the designer a problem brings its row into view; on the JSON tab its place in the text.
  const reveal = (pointer: string) => {
    if (designing) setFocus({ pointer });
    else code.current?.reveal(pointer);
  };

  if (editor.loadError) return <Alert type="error" content={editor.loadError} />;
  return (
    <Spin loading={editor.loading} block className="definition-workspace" data-testid="definition-workspace">
      <div className="definition-workspace__bar">
        <Space>
          <strong data-testid="definition-title">{definitionKey ?? t('newUnsaved')}</strong>
          {editor.baseVersion > 0 && <Tag color="arcoblue" data-testid="definition-version">{t('version', { version: editor.baseVersion })}</Tag>}
          {editor.dirty && <Tag color="orange" data-testid="definition-dirty">{t('unsaved')}</Tag>}
        </Space>
        <Space>
          <Input value={comment} onChange={setComment} placeholder={t('commentPlaceholder')} style={{ width: 240 }} maxLength={500} data-testid="definition-comment" />
          <Button type="primary" loading={saving} disabled={!validBody || !editor.dirty} onClick={() => (confirmSave ? setConfirming(true) : void save())} data-testid="definition-save">{t('save')}</Button>
          {definitionKey && <Button onClick={() => setHistoryOpen(true)} data-testid="definition-history-open">{t('history')}</Button>}
        </Space>
      </div>
      <div className="definition-workspace__split">
        <div className={`definition-workspace__code${designing ? ' is-designer' : ''}`}>
          {Designer ? (
            <Tabs activeTab={tab} onChange={(key) => setTab(key as 'designer' | 'json')} size="small" className="definition-workspace__tabs">
              <Tabs.TabPane key="designer" title={<span data-testid="definition-tab-designer">{t('boDesigner.tabDesigner')}</span>}>
                <Designer text={editor.text} onChange={editor.setText} problems={editor.problems} focus={focus} />
              </Tabs.TabPane>
              <Tabs.TabPane key="json" title={<span data-testid="definition-tab-json">{t('boDesigner.tabJson')}</span>}>
                {jsonEditor}
              </Tabs.TabPane>
            </Tabs>
          ) : jsonEditor}
        </div>
        <div className="definition-workspace__side">
          <Tabs defaultActiveTab="preview">
            <Tabs.TabPane key="preview" title={t('preview')}>
              <DefinitionPreview kind={kind} body={validBody} />
            </Tabs.TabPane>
            <Tabs.TabPane key="problems" title={<span data-testid="definition-problems-tab">{problemCount ? t('problemsCount', { count: problemCount }) : t('problems')}</span>}>
              <ProblemsPanel syntaxError={editor.syntaxError} problems={editor.problems} onReveal={reveal} />
            </Tabs.TabPane>
          </Tabs>
        </div>
      </div>
      {confirmSave && (
        <BoChangesDialog
          visible={confirming} savedText={editor.savedText} text={editor.text} saving={saving}
          onOk={() => void save()} onCancel={() => setConfirming(false)}
        />
      )}
      {definitionKey && (
        <HistoryDrawer
          kind={kind}
          definitionKey={definitionKey}
          currentVersion={editor.baseVersion}
          visible={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRolledBack={(version) => { editor.reload(); onSaved(definitionKey, version); }}
        />
      )}
    </Spin>
  );
}
