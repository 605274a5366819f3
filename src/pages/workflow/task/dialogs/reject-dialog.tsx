import { Radio, Select, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { JumpNode } from '../../../../app/api/workflow-task.ts';
import { ActionModal } from './action-modal.tsx';
import { OpinionInput } from './opinion-input.tsx';

export type RejectMode = 'previous' | 'backToStart' | 'chosen';

export interface RejectDialogProps {
  taskId: string;
  opinion: string;
  onOpinion: (v: string) => void;
  /** The nodes the task may go back to (loaded when "a chosen node" is picked). */
  loadNodes: () => Promise<JumpNode[]>;
  onOk: (mode: RejectMode, destination?: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Reject (驳回): to the previous step, to the initiator, or to a node chosen from the ones the task passed. */
export function RejectDialog({ taskId, opinion, onOpinion, loadNodes, onOk, onCancel }: RejectDialogProps) {
  const { t } = useTranslation('workflow');
  const [mode, setMode] = useState<RejectMode>('previous');
  const [destination, setDestination] = useState<string>();
  const nodes = useSWR(mode === 'chosen' ? ['taskRejectNodes', taskId] : null, loadNodes, { revalidateOnFocus: false, shouldRetryOnError: false });
  const submit = async () => {
    if (mode !== 'chosen') return onOk(mode);
    if (!destination) {
      Message.warning(t('task.dialog.rejectNodeRequired'));
      return false;
    }
    return onOk(mode, destination);
  };
  return (
    <ActionModal title={t('task.dialog.rejectTitle')} testId="task-reject-dialog" onOk={submit} onCancel={onCancel}>
      <div className="pp-task-field">
        <span className="pp-task-field-label">{t('task.dialog.rejectMode')}</span>
        <Radio.Group value={mode} onChange={(v: RejectMode) => setMode(v)} direction="vertical">
          <Radio value="previous" data-testid="task-reject-previous">{t('task.dialog.rejectPrevious')}</Radio>
          <Radio value="backToStart" data-testid="task-reject-start">{t('task.dialog.rejectToStart')}</Radio>
          <Radio value="chosen" data-testid="task-reject-chosen">{t('task.dialog.rejectChosen')}</Radio>
        </Radio.Group>
      </div>
      {mode === 'chosen' && (
        <div className="pp-task-field">
          <span className="pp-task-field-label">{t('task.dialog.rejectNode')}</span>
          {nodes.isLoading ? <Spin size={16} /> : nodes.data && nodes.data.length === 0 ? (
            <span className="pp-task-muted" data-testid="task-reject-no-nodes">{t('task.dialog.noRejectNodes')}</span>
          ) : (
            <Select value={destination} onChange={setDestination} placeholder={t('task.dialog.rejectNode')} data-testid="task-reject-node"
              options={(nodes.data ?? []).map((n) => ({ label: n.name, value: n.nodeId }))} />
          )}
        </div>
      )}
      <OpinionInput value={opinion} onChange={onOpinion} />
    </ActionModal>
  );
}
