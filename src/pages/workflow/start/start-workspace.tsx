import { useMemo, useState } from 'react';
import { Alert, Button, Message, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { FormViewContent, useFormController } from '../../../engine/form/index.ts';
import { FlowImage } from '../shared/flow-image.tsx';
import { nodeRights } from '../task/node-rights.ts';
import { initialInitiator } from './initiator.ts';
import { InitiatorChoice } from './initiator-choice.tsx';
import type { StartSource, StartTarget } from './use-start-source.ts';
import { useStartCommands } from './use-start-commands.ts';
import { StartHandlersDialog } from './start-handlers-dialog.tsx';
import { choosable } from '../shared/next-handlers.tsx';
import type { NextChoices } from '../../../app/api/workflow-next-choices.ts';

type TabKey = 'form' | 'flowImage';

export interface StartWorkspaceProps {
  source: StartSource;
  target: StartTarget;
  /** The route's leaderId (/agentStart/{defId}/{leaderId}); 0 = for oneself. */
  routeLeaderId?: string;
}

/** The start page once the flow is known: initiator, Start and Save draft, the start form with the start node's rights, the flow image. */
export function StartWorkspace({ source, target, routeLeaderId }: StartWorkspaceProps) {
  const { t } = useTranslation('workflow');
  const { view, form, data } = source;
  // The caller's form rights, then what the start node names (fields it does not name keep the form's rule).
  const rightsOverride = useMemo(() => (form
    ? { ...form.rights, ...nodeRights({ fieldRights: view.fieldRights, isNodeIdOne: true }, { fields: [], children: [] }) }
    : undefined), [form, view]);
  const controller = useFormController({ definition: form?.definition, bo: form?.bo, dicts: form?.dicts, data, action: 'add', rightsOverride });
  const [initiator, setInitiator] = useState(() => initialInitiator(view.leaders, routeLeaderId));
  const [tab, setTab] = useState<TabKey>('form');
  const commands = useStartCommands(view.defId, target.draftId, target.businessKey);
  const [picking, setPicking] = useState<{ values: Record<string, unknown>; initiator: string; choices: NextChoices } | null>(null);

  const start = async () => {
    let values: Record<string, unknown> = {};
    if (form) {
      // Required fields and rules block with the engine's messages under the fields.
      setTab('form');
      const checked = await controller.validate();
      if (!checked.ok) return;
      values = checked.data;
    }
    if (initiator === undefined) {
      Message.warning(t('inst.start.chooseInitiator'));
      return;
    }
    // The server says which first nodes take a choice of handlers, and whether the start can find one for each.
    let choices: NextChoices;
    try {
      choices = await commands.choices(values, initiator);
    } catch {
      return; // The client showed the server's message.
    }
    if (!choices.possible) {
      Message.error(t('next.cannot', { message: choices.message }));
      return;
    }
    if (choosable(choices).length > 0) setPicking({ values, initiator, choices });
    else await commands.start(values, initiator);
  };

  return (
    <div className="pp-process-page" data-testid="start-page" data-def-key={view.defKey}>
      <div className="pp-process-header">
        <h1 className="pp-process-title">
          <span data-testid="start-flow-name">{view.name}</span>
          {target.draftId && <Tag color="orange">{t('inst.start.fromDraft')}</Tag>}
          {target.copyInstId && <Tag color="arcoblue">{t('inst.start.copiedFrom', { instId: target.copyInstId })}</Tag>}
          {source.recordLabel !== undefined && (
            <Tag color="green" className="pp-process-title__record" title={source.recordLabel} data-testid="start-record">
              {source.recordLabel ? t('inst.start.forRecord', { label: source.recordLabel }) : t('inst.start.forRecordUnnamed')}
            </Tag>
          )}
        </h1>
        <div className="pp-process-toolbar">
          <InitiatorChoice leaders={view.leaders} value={initiator} onChange={setInitiator} />
          <Button type="primary" loading={commands.busy} onClick={() => void start()} data-testid="start-submit">{t('inst.start.start')}</Button>
          <Button loading={commands.busy} onClick={() => void commands.saveDraft(form ? controller.getData() : {})} data-testid="start-save-draft">
            {t('inst.start.saveDraft')}
          </Button>
        </div>
      </div>
      <Tabs className="pp-process-tabs" activeTab={tab} onChange={(key) => setTab(key as TabKey)}>
        <Tabs.TabPane key="form" title={<span data-testid="start-tab-form">{t('inst.start.tabs.form')}</span>}>
          {form ? <FormViewContent controller={controller} toolbar={false} drafts={false} /> : <Alert type="info" content={t('inst.start.noForm')} />}
        </Tabs.TabPane>
        <Tabs.TabPane key="flowImage" title={<span data-testid="start-tab-flowImage">{t('inst.start.tabs.flowImage')}</span>}>
          {tab === 'flowImage' && <FlowImage defId={view.defId} />}
        </Tabs.TabPane>
      </Tabs>
      {picking && (
        <StartHandlersDialog choices={picking.choices} onCancel={() => setPicking(null)}
          onStart={(nodeUsers) => commands.start(picking.values, picking.initiator, nodeUsers)} />
      )}
    </div>
  );
}
