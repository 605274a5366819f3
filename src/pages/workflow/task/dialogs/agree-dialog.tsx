import { useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { taskChoices } from '../../../../app/api/workflow-next-choices.ts';
import { encodeFormData } from '../../../../app/api/workflow-task.ts';
import { useServices } from '../../../../app/shell/services.tsx';
import type { NodeUsersInput } from '../../../../common/api/workflow-next-choices.ts';
import type { PersonRow, SearchPage, SearchQuery } from '../../../../../widgets/form/form-services.ts';
import { missingChoice, NextHandlers, nodeUsersOf, type PickedHandlers } from '../../shared/next-handlers.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface AgreeDialogProps {
  taskId: string;
  leaderId?: string;
  /** The form data that passed validation (gateway conditions read it). */
  data?: Record<string, unknown>;
  opinion: string;
  onOpinion: (v: string) => void;
  searchUsers: (q: SearchQuery) => Promise<SearchPage<PersonRow>>;
  onOk: (nodeUsers: NodeUsersInput[] | undefined) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * 同意: the question, the next handlers to choose where the next node takes a choice (the server says which, and
 * whether the agree can find a handler at all), and the opinion.
 */
export function AgreeDialog({ taskId, leaderId, data, opinion, onOpinion, searchUsers, onOk, onCancel }: AgreeDialogProps) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const [picked, setPicked] = useState<PickedHandlers>({});
  const choices = useSWR(['task-next-choices', taskId, leaderId, data], () => taskChoices(api, {
    taskId: Number(taskId), ...(data ? { data: encodeFormData(data) } : {}), ...(leaderId ? { leaderId: Number(leaderId) } : {}),
  }), { revalidateOnFocus: false, shouldRetryOnError: false });
  const submit = async () => {
    const missing = choices.data ? missingChoice(choices.data, picked) : undefined;
    if (missing) {
      Message.warning(t('next.chooseFor', { node: missing.name }));
      return false;
    }
    return onOk(nodeUsersOf(picked));
  };
  return (
    <ConfirmDialog title={t('task.dialog.agreeTitle')} question={t('task.dialog.agreeConfirm')} testId="task-agree-dialog" opinion={opinion} onOpinion={onOpinion}
      onOk={submit} onCancel={onCancel}>
      {!choices.error && <NextHandlers choices={choices.data} picked={picked} onChange={setPicked} searchUsers={searchUsers} />}
    </ConfirmDialog>
  );
}
