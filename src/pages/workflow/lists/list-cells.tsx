import { Button, Popconfirm, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../shared/format-time.ts';

/** A subject that opens its process page. */
export function SubjectCell({ text, onOpen, testId }: { text: string; onOpen: () => void; testId: string }) {
  return (
    <span role="link" tabIndex={0} className="pp-flow-subject" title={text} onClick={onOpen} onKeyDown={(e) => e.key === 'Enter' && onOpen()} data-testid={testId}>
      {text}
    </span>
  );
}

/**
 * A flow or node name column. Chinese names are short and are cut to the width with the full name on hover; English
 * names run two to three times longer, so in en-US the column wraps them between words instead of cutting.
 */
export function nameColumn<Row>(title: string, dataIndex: string, width: number, language: string): TableColumnProps<Row> {
  return language.startsWith('zh') ? { title, dataIndex, width, ellipsis: true } : { title, dataIndex, width, className: 'pp-flow-name-wrap' };
}

/** A time cut to the minute, with the full local time on hover. */
export function TimeCell({ iso }: { iso: string | null | undefined }) {
  return <span title={iso ? new Date(iso).toLocaleString() : undefined}>{formatTime(iso)}</span>;
}

const STATUS_COLORS: Record<string, string> = {
  NORMAL: 'arcoblue', BACK: 'red', DELIVERTO: 'orange', AGENT: 'purple', ADDSIGN: 'cyan', TRANSFORMEDINQU: 'gold', COMMU: 'gold', SHARE: 'green', BACKSHARE: 'green',
  running: 'arcoblue', end: 'green', manual_end: 'gray', forbidden: 'red',
};

export function StatusTag({ status, label, testId }: { status: string; label: string; testId?: string }) {
  return <Tag size="small" color={STATUS_COLORS[status] ?? 'gray'} data-testid={testId}>{label}</Tag>;
}

export function ActionButton({ label, onClick, testId, danger }: { label: string; onClick: () => void; testId: string; danger?: boolean }) {
  return <Button type="text" size="mini" status={danger ? 'danger' : undefined} onClick={onClick} data-testid={testId}>{label}</Button>;
}

/** Delete with the spec's confirmation 确定删除吗？. */
/** A row action asking for confirmation first (确定删除吗？ for delete). */
export function ConfirmButton({ label, question, onConfirm, testId }: { label: string; question: string; onConfirm: () => Promise<void>; testId: string }) {
  return (
    <Popconfirm title={question} onOk={onConfirm}>
      <Button type="text" size="mini" status="danger" data-testid={testId}>{label}</Button>
    </Popconfirm>
  );
}

export function DeleteButton({ onConfirm, testId }: { onConfirm: () => Promise<void>; testId: string }) {
  const { t } = useTranslation('workflow');
  return <ConfirmButton label={t('lists.action.remove')} question={t('lists.confirmDelete')} onConfirm={onConfirm} testId={testId} />;
}
