import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Message, Skeleton, Space, Tag, Timeline, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconAttachment } from '@arco-design/web-react/icon';
import { downloadStoredFile } from '../../../app/api/forms.ts';
import { getInstanceOpinions, type Opinion } from '../../../app/api/workflow-instance.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { saveFile } from '../../../engine/list/save-file.ts';
import { formatTime } from './format-time.ts';

export interface OpinionFile { id: string; name: string }

/** An opinion's attachments: a list (or its JSON text) of `{ id | fileId, name | fileName }`; anything else is none. */
export function opinionFiles(files: unknown): OpinionFile[] {
  let list = files;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((f: unknown) => {
    if (!f || typeof f !== 'object') return [];
    const { id, fileId, name, fileName } = f as Record<string, unknown>;
    const ref = id ?? fileId;
    if (typeof ref !== 'string' && typeof ref !== 'number') return [];
    return [{ id: String(ref), name: String(name ?? fileName ?? ref) }];
  });
}

const STATUS_COLOURS: Record<string, string> = {
  start: 'arcoblue', agree: 'green', agreeTrans: 'green', inquReply: 'cyan', oppose: 'red', opposeTrans: 'red', reject: 'orangered',
  backToStart: 'orangered', endProcess: 'gray', revoke: 'orange', retrieve: 'orange', timeout: 'magenta',
};

function HistoryItem({ opinion }: { opinion: Opinion }) {
  const { t } = useTranslation('workflow');
  const services = useServices();
  const download = async (file: OpinionFile) => {
    try {
      const { blob, fileName } = await downloadStoredFile(services, file.id, file.name);
      saveFile(blob, fileName);
    } catch (e) {
      Message.error(t('inst.history.downloadFailed', { message: (e as Error).message }));
    }
  };
  const files = opinionFiles(opinion.files);
  return (
    <div className="pp-history-item" data-testid="approval-history-item" data-node={opinion.taskKey} data-status={opinion.status}>
      <Space size={8} wrap>
        <Typography.Text bold data-testid="approval-history-node">{opinion.taskName}</Typography.Text>
        <Tag size="small" color={STATUS_COLOURS[opinion.status] ?? 'gray'} data-testid="approval-history-status">{opinion.statusName}</Tag>
        <Typography.Text type="secondary" data-testid="approval-history-handler">
          {opinion.auditorName}
          {opinion.onBehalfName ? ` (${t('inst.history.onBehalf', { name: opinion.onBehalfName })})` : ''}
        </Typography.Text>
        <Typography.Text type="secondary">{formatTime(opinion.createTime)}</Typography.Text>
      </Space>
      {opinion.opinion && <Typography.Paragraph className="pp-history-opinion" data-testid="approval-history-opinion">{opinion.opinion}</Typography.Paragraph>}
      {files.length > 0 && (
        <Space size={4} wrap aria-label={t('inst.history.files')}>
          {files.map((f) => (
            <Button key={f.id} type="text" size="mini" icon={<IconAttachment />} onClick={() => void download(f)} data-testid="approval-history-file">{f.name}</Button>
          ))}
        </Space>
      )}
    </div>
  );
}

/** An open step of the instance: its node and who may handle it now. */
export interface PendingStep { name: string; handlers: string[] }

/** Open tasks -> one pending step per node (by id: two nodes may share a name), in order, with every handler of the node's tasks once. */
export function pendingSteps(openTasks: { nodeId: string; name: string; handlers: string[] }[]): PendingStep[] {
  const byNode = new Map<string, { name: string; handlers: Set<string> }>();
  for (const task of openTasks) {
    const step = byNode.get(task.nodeId) ?? { name: task.name, handlers: new Set<string>() };
    for (const name of task.handlers) step.handlers.add(name);
    byNode.set(task.nodeId, step);
  }
  return [...byNode.values()].map(({ name, handlers }) => ({ name, handlers: [...handlers] }));
}

function PendingItem({ step }: { step: PendingStep }) {
  const { t } = useTranslation('workflow');
  return (
    <div className="pp-history-item" data-testid="approval-history-pending">
      <Space size={8} wrap>
        <Typography.Text bold>{step.name}</Typography.Text>
        <Tag size="small" color="orange">{t('inst.history.pending')}</Tag>
        {step.handlers.length > 0 && <Typography.Text type="secondary" data-testid="approval-history-pending-handlers">{step.handlers.join('、')}</Typography.Text>}
      </Space>
    </div>
  );
}

/**
 * The opinions of an instance, oldest first, as a timeline: node, status, handler (and for whom), time, opinion,
 * attachments; then the steps still open (`pending`) with the people they wait for.
 */
export function ApprovalHistory({ instId, pending = [] }: { instId: string; pending?: PendingStep[] }) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const { data, error } = useSWR(['instanceOpinions', instId], () => getInstanceOpinions(api, instId), { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error) return <Alert type="error" data-testid="approval-history-error" content={t('inst.history.failed', { message: (error as Error).message })} />;
  if (!data) return <Skeleton text={{ rows: 3 }} />;
  if (data.length === 0 && pending.length === 0) return <Empty description={t('inst.history.empty')} data-testid="approval-history" />;
  return (
    <div data-testid="approval-history">
      <Timeline>
        {data.map((o) => (
          <Timeline.Item key={o.id} dotColor={o.status === 'oppose' || o.status === 'reject' ? 'rgb(var(--red-6))' : undefined}>
            <HistoryItem opinion={o} />
          </Timeline.Item>
        ))}
        {pending.map((step, index) => (
          <Timeline.Item key={`pending-${index}`} dotColor="rgb(var(--orange-6))" lineType="dashed">
            <PendingItem step={step} />
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
