import { useCallback, useMemo, useState } from 'react';
import { Message, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tabs/style/css.js';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getWatermark } from '../../../app/api/workflow-instance.ts';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import type { TaskDetail } from '../../../app/api/workflow-task.ts';
import type { FileRef } from '../../../common/api/file-ref.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { FormViewContent, useDialogOpener, useFormController } from '../../../engine/form/index.ts';
import { createFormServices } from '../../../engine/form/create-form-services.ts';
import { useEngineData } from '../../../engine/provider/engine-provider.tsx';
import type { DictItems } from '../../../engine/form/form-source.ts';
import { FlowImage } from '../shared/flow-image.tsx';
import { today } from '../shared/format-time.ts';
import { initialLeader, needsLeader } from './leader-choice-model.ts';
import { LeaderChoice } from './leader-choice.tsx';
import { nodeRights } from './node-rights.ts';
import { OpinionBox } from './opinion-box.tsx';
import type { ButtonAlias } from './task-buttons-model.ts';
import { TaskDialogs, type TaskDialog } from './task-dialogs.tsx';
import { StaleDataAlert } from './stale-data-alert.tsx';
import { TaskHistory } from './task-history.tsx';
import { TaskHeader } from './task-header.tsx';
import { TaskToolbar, type ExtraCommand } from './task-toolbar.tsx';
import { useTaskCommands } from './use-task-commands.ts';
import { useCanAddCountersigners } from './use-countersign-node.ts';
import { useTaskRunner } from './use-task-runner.ts';
import { Watermark } from './watermark.tsx';

export interface TaskForm {
  definition: FormDefinition;
  bo: BoDefinition;
  dicts: DictItems;
  /** The caller's rights on the form by role (getForm); the node's rights go over them. */
  rights: Record<string, FieldRight>;
}

export interface TaskWorkspaceProps {
  detail: TaskDetail;
  /** The node's form, or null when the flow has none. */
  form: TaskForm | null;
  /** The leader (or identity) in the route; '0' = none chosen. */
  routeLeaderId: string | undefined;
  reload: () => unknown;
  /** Reloads the task and draws it afresh (the stored form data replaces the input), keeping this opinion. */
  reloadData: (opinion: string) => Promise<unknown>;
  /** The opinion typed before a reload (else the saved draft opinion). */
  initialOpinion?: string;
}

type TabKey = 'form' | 'flowImage' | 'history';

/** Dialogs a button opens directly (the rest run at once, validate first, or switch the view). */
const DIALOG_OF: Partial<Record<ButtonAlias, TaskDialog['kind']>> = {
  oppose: 'oppose', reject: 'reject', backToStart: 'backToStart', agreeTrans: 'agreeTrans', opposeTrans: 'opposeTrans', inquReply: 'inquReply',
  endProcess: 'endProcess', abort: 'endProcess', inqu: 'inqu', startTrans: 'startTrans', delegate: 'delegate', copyTo: 'copyTo', addSign: 'addSign',
  passOnTrans: 'passOnTrans', passOnCommu: 'passOnCommu',
};

/** Brings the first field message into view once drawn (the form may be longer than the window). */
function showFirstError() {
  setTimeout(() => document.querySelector('.pp-task-page [data-testid="field-error"]')?.scrollIntoView({ block: 'center' }), 100);
}

/** The task handling page once the task (and its form) are loaded: header, buttons, form, opinion, dialogs. */
export function TaskWorkspace({ detail, form, routeLeaderId, reload, reloadData, initialOpinion }: TaskWorkspaceProps) {
  const { t, i18n } = useTranslation('workflow');
  const { api } = useServices();
  const engineData = useEngineData();
  const current = useSession();
  const openDialog = useDialogOpener();
  const { task } = detail;

  const rightsOverride = useMemo(() => (form ? nodeRights(detail, form.bo, form.rights) : undefined), [detail, form]);
  // Inquiry, communication and circulation tasks answer with an opinion only: their form is read-only.
  const isChild = task.parentTaskId !== null;
  const isAdvisory = isChild && !detail.isAddSign;
  const controller = useFormController({
    definition: form?.definition, bo: form?.bo, dicts: form?.dicts, data: detail.data, action: isAdvisory ? 'get' : 'edit', rightsOverride,
  });
  const services = useMemo(() => createFormServices({
    data: engineData, language: () => i18n.language, bo: form?.bo, dicts: form?.dicts ?? {}, openDialog,
  }), [engineData, i18n, form, openDialog]);

  const [opinion, setOpinion] = useState(initialOpinion ?? task.draftOpinion ?? '');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [leaderId, setLeaderId] = useState(() => initialLeader(detail.leaders, routeLeaderId));
  const [dialog, setDialog] = useState<TaskDialog | null>(null);
  const [tab, setTab] = useState<TabKey>('form');
  const { busy, run } = useTaskRunner(reload);
  // The revision the form data was loaded at, then the one each save stored; a stale one keeps the input and says so.
  const [dataRev, setDataRev] = useState(detail.dataRev);
  const [stale, setStale] = useState(false);
  const onStale = useCallback(() => {
    setStale(true);
    setDialog(null);
    setTab('form');
  }, []);
  const commands = useTaskCommands({ api, detail, leaderId, opinion, files, run, dataRev, onDataRev: setDataRev, onStale });

  const onButton = async (alias: ButtonAlias) => {
    if (alias === 'flowImage') return setTab('flowImage');
    if (alias === 'approvalHistory') return setTab('history');
    if (alias === 'print') return window.print();
    if (needsLeader(detail.leaders, leaderId)) return void Message.warning(t('task.leader.required'));
    const dialogKind = DIALOG_OF[alias];
    if (dialogKind) return setDialog({ kind: dialogKind } as TaskDialog);
    switch (alias) {
      case 'agree': {
        if (!form) return setDialog({ kind: 'agree' });
        // Required fields and rules block with the engine's messages under the fields.
        setTab('form');
        const checked = await controller.validate();
        if (checked.ok) setDialog({ kind: 'agree', data: checked.data });
        else showFirstError();
        return undefined;
      }
      case 'commu': return setDialog({ kind: task.status === 'COMMU' ? 'commuReply' : 'commu' });
      case 'saveDraft': return void commands.saveDraft(form ? controller.getData() : undefined);
      case 'lockUnlock': return void commands.lockUnlock();
      case 'hangUp': return void commands.hangUp(true);
      case 'cancelHangUp': return void commands.hangUp(false);
      default: return undefined;
    }
  };
  const countersign = useCanAddCountersigners(api, detail);
  const onExtra = (command: ExtraCommand) => setDialog({ kind: command });

  // The server's watermark (name, account, date); until it answers, the session user's name and today.
  const mark = useSWR(['watermark', task.procInstId], () => getWatermark(api, task.procInstId), { revalidateOnFocus: false, shouldRetryOnError: false });
  const watermark = mark.data?.text ?? `${current?.user.username ?? ''} ${today()}`;
  return (
    <div className="pp-task-page" data-testid="task-page" data-task-id={task.id}>
      <TaskHeader detail={detail}>
        <LeaderChoice leaders={detail.leaders} value={leaderId} onChange={setLeaderId} />
        <TaskToolbar buttons={detail.buttons} status={task.status} suspended={task.suspended} isChild={isChild} busy={busy} countersign={countersign}
          onButton={(alias) => void onButton(alias)} onExtra={onExtra} />
        {/* In the sticky header: in view wherever the form is scrolled to. */}
        {stale && <StaleDataAlert onReload={() => reloadData(opinion)} />}
      </TaskHeader>
      <Tabs className="pp-task-tabs" activeTab={tab} onChange={(key) => setTab(key as TabKey)} destroyOnHide={false}>
        <Tabs.TabPane key="form" title={<span data-testid="task-tab-form">{t('task.tabs.form')}</span>}>
          {form && (
            <Watermark text={watermark}>
              <FormViewContent controller={controller} toolbar={false} drafts={false} />
            </Watermark>
          )}
          <OpinionBox defKey={task.defKey} opinion={opinion} onOpinion={setOpinion} files={files} onFiles={setFiles} services={services} />
        </Tabs.TabPane>
        <Tabs.TabPane key="flowImage" title={<span data-testid="task-tab-flowImage">{t('task.tabs.flowImage')}</span>}>
          {tab === 'flowImage' && <FlowImage instId={task.procInstId} />}
        </Tabs.TabPane>
        <Tabs.TabPane key="history" title={<span data-testid="task-tab-history">{t('task.tabs.history')}</span>}>
          {tab === 'history' && <TaskHistory instId={task.procInstId} />}
        </Tabs.TabPane>
      </Tabs>
      <TaskDialogs dialog={dialog} taskId={task.id} leaderId={leaderId} instId={task.procInstId} dueTime={task.dueTime} opinion={opinion} onOpinion={setOpinion}
        commands={commands} searchUsers={services.searchUsers} onClose={() => setDialog(null)} />
    </div>
  );
}
