import { useTranslation } from 'react-i18next';
import type { RowAction, RowActionContext } from '../../../engine/list/extensions/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { deleteNotice, markNoticeRead, removeDrafts, retrieveTask, revokeInstance, urgeInstance } from '../../api/workflow-lists.ts';
import { OpinionDialog } from './opinion-dialog.tsx';
import { runFlowCommand } from './run-flow-command.ts';

const OPINION_MAX = 4000;
const URGE_MAX = 1000;

type DialogProps = RowActionContext & { onClose: () => void };
const text = (row: RowActionContext['row'], field: string) => (row[field] === null || row[field] === undefined ? '' : String(row[field]));

/**
 * The workflow lists' row actions (template buttons `{ type: 'action', action }`). Whether a row offers one is the
 * definition's `visibleWhen` over what the server marks on the row (revoke: running instance, agree or inqu, first
 * row per instance and task key); the server checks every command again and its refusal is shown as it says.
 */
export function workflowRowActions(api: ApiClient): Record<string, RowAction> {
  /** 撤回: asks for a reason, then takes the instance back to the node the caller handled. */
  function RevokeDialog({ row, reload, onClose }: DialogProps) {
    const { t } = useTranslation('workflow');
    const revoke = (opinion: string) => runFlowCommand(revokeInstance(api, {
      instanceId: Number(row.procInstId), taskId: row.taskId ? Number(row.taskId) : undefined, opinion: opinion || undefined,
    }), reload);
    return (
      <OpinionDialog testId="revoke-dialog" title={t('lists.revokeTitle')} hint={t('lists.revokeHint')} label={t('lists.revokeOpinion')}
        placeholder={t('lists.revokeOpinionPlaceholder')} max={OPINION_MAX} onSubmit={revoke} onClose={onClose} />
    );
  }

  /** 催办: a message (prefilled) to the handlers of a running instance. */
  function UrgeDialog({ row, reload, onClose }: DialogProps) {
    const { t } = useTranslation('workflow');
    const urge = (content: string) => runFlowCommand(urgeInstance(api, { instId: Number(row.procInstId), content: content || undefined }), reload);
    return (
      <OpinionDialog testId="urge-dialog" title={t('lists.urgeTitle')} label={t('lists.urgeContent')} initial={t('lists.urgeDefault')} max={URGE_MAX}
        onSubmit={urge} onClose={onClose} />
    );
  }

  return {
    flowRevoke: { Dialog: RevokeDialog },
    flowUrge: { Dialog: UrgeDialog },
    /** 追回: the same task back by its id (the definition asks first). */
    flowRetrieve: { run: ({ row, reload }) => runFlowCommand(retrieveTask(api, text(row, 'taskId')), reload) },
    noticeMarkRead: { run: ({ row, reload }) => runFlowCommand(markNoticeRead(api, text(row, 'id')), reload) },
    noticeDelete: { run: ({ row, reload }) => runFlowCommand(deleteNotice(api, text(row, 'id')), reload) },
    draftDelete: { run: ({ row, reload }) => runFlowCommand(removeDrafts(api, [text(row, 'id')]), reload) },
  };
}
