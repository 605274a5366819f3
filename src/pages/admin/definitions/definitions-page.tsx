import { useMemo, useState } from 'react';
import { Modal, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import useSWR from 'swr';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFINITION_KINDS, isDefinitionKind, type DefinitionKind } from '../../../common/definitions/versions.ts';
import { listDefinitions } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { DefinitionList } from './definition-list.tsx';
import { DefinitionWorkspace } from './definition-workspace.tsx';
import { NewDefinitionDialog } from './new-definition-dialog.tsx';
import { starterBody, type StarterInput } from './starter-bodies.ts';
import { useDefinitionEditor, type EditorTarget } from './use-definition-editor.ts';
import { useMetaSchema } from './use-meta-schema.ts';
import './definitions.css';

/** /admin/definitions/:kind/:key — browse definitions by kind and edit one as JSON (sysAdmin). */
export function DefinitionsPage() {
  const { t } = useTranslation('admin');
  const { api } = useServices();
  const navigate = useNavigate();
  const params = useParams();
  const kind: DefinitionKind = isDefinitionKind(params.kind) ? params.kind : 'template';
  const routeKey = params.key ?? null;
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<{ kind: DefinitionKind; starter: Record<string, unknown> } | null>(null);
  const list = useSWR(['definitions', kind], () => listDefinitions(api, kind));

  const target = useMemo<EditorTarget | null>(() => {
    if (draft && draft.kind === kind && !routeKey) return { kind, key: null, starter: draft.starter };
    return routeKey ? { kind, key: routeKey } : null;
  }, [kind, routeKey, draft]);
  const schema = useMetaSchema(kind);
  const editor = useDefinitionEditor(target, schema);

  /** Leaving unsaved changes asks first. */
  const leave = (go: () => void) => {
    if (!editor.dirty) { go(); return; }
    Modal.confirm({ title: t('leaveUnsaved'), onOk: go });
  };
  const open = (nextKind: DefinitionKind, key?: string) => navigate(`/admin/definitions/${nextKind}${key ? `/${encodeURIComponent(key)}` : ''}`);
  const create = (input: StarterInput) => {
    setCreating(false);
    setDraft({ kind, starter: starterBody(kind, input) });
    navigate(`/admin/definitions/${kind}`);
  };

  return (
    <div className="definitions-page" data-testid="definitions-page">
      <Tabs
        activeTab={kind}
        onChange={(next) => leave(() => { setDraft(null); open(next as DefinitionKind); })}
        type="card-gutter"
      >
        {DEFINITION_KINDS.map((k) => <Tabs.TabPane key={k} title={<span data-testid={`definition-kind-${k}`}>{t(`kinds.${k}`)}</span>} />)}
      </Tabs>
      <div className="definitions-page__body">
        <DefinitionList
          items={list.data}
          loading={list.isLoading}
          selectedKey={routeKey}
          onSelect={(key) => leave(() => { setDraft(null); open(kind, key); })}
          onCreate={() => leave(() => setCreating(true))}
        />
        <div className="definitions-page__main">
          {target ? (
            <DefinitionWorkspace
              kind={kind}
              definitionKey={routeKey}
              editor={editor}
              schema={schema}
              onSaved={(key) => { setDraft(null); void list.mutate(); if (key !== routeKey) open(kind, key); }}
            />
          ) : <div className="definitions-page__hint">{t('pickOne')}</div>}
        </div>
      </div>
      <NewDefinitionDialog
        kind={kind}
        visible={creating}
        takenKeys={(list.data ?? []).map((d) => d.key)}
        onCreate={create}
        onCancel={() => setCreating(false)}
      />
    </div>
  );
}
