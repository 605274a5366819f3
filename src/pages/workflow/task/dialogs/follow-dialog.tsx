import { Checkbox, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.tsx';

export interface FollowDialogProps {
  instId: string;
  /** The flow's user-task nodes and the ones the caller follows now. */
  load: () => Promise<{ nodes: { nodeId: string; name: string }[]; followed: string[] }>;
  onOk: (nodeIds: string[]) => Promise<boolean>;
  onCancel: () => void;
}

/** Follow (跟踪): the nodes to be told about; none stops following. */
export function FollowDialog({ instId, load, onOk, onCancel }: FollowDialogProps) {
  const { t } = useTranslation('workflow');
  const { data } = useSWR(['taskFollow', instId], load, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [chosen, setChosen] = useState<string[] | undefined>();
  const value = chosen ?? data?.followed ?? [];
  return (
    <ActionModal title={t('task.dialog.followTitle')} testId="task-follow-dialog" onOk={() => onOk(value)} onCancel={onCancel}>
      <p className="pp-task-muted">{t('task.dialog.followHint')}</p>
      {!data ? <Spin size={16} /> : (
        <Checkbox.Group direction="vertical" value={value} onChange={(v: string[]) => setChosen(v)}
          options={data.nodes.map((n) => ({ label: n.name, value: n.nodeId }))} />
      )}
    </ActionModal>
  );
}
