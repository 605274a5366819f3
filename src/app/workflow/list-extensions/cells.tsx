import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { opinionLabel } from '../../../common/enums/opinion-labels.ts';
import { pickLanguage } from '../../../common/i18n/languages.ts';
import type { FormatContext, Formatter } from '../../../engine/registry/formatters.tsx';

const STATUS_COLORS: Record<string, string> = {
  NORMAL: 'arcoblue', BACK: 'red', DELIVERTO: 'orange', AGENT: 'purple', ADDSIGN: 'cyan', TRANSFORMEDINQU: 'gold', COMMU: 'gold', SHARE: 'green', BACKSHARE: 'green',
  running: 'arcoblue', end: 'green', manual_end: 'gray', forbidden: 'red', copyto: 'gray', trans: 'gray',
};

const testId = (ctx: FormatContext) => `cell-${ctx.field.field}-${String(ctx.row.id)}`;
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function StatusTag({ status, label, id }: { status: string; label: string; id?: string }) {
  return <Tag size="small" color={STATUS_COLORS[status] ?? 'gray'} data-testid={id}>{label}</Tag>;
}

/** A task's status (the row's `status` coloured, the server's `statusName` shown), with 已锁定 / 已挂起 after it. */
function TaskStatus({ ctx }: { ctx: FormatContext }) {
  const { t } = useTranslation('workflow');
  const { row } = ctx;
  return (
    <>
      <StatusTag status={str(row.status)} label={str(row.statusName)} id={testId(ctx)} />
      {row.locked ? <span className="pp-flow-muted"> {t('lists.locked')}</span> : null}
      {row.suspended ? <span className="pp-flow-muted"> {t('lists.suspended')}</span> : null}
    </>
  );
}

/** An instance status or a notice type as a tag, labelled from the workflow catalogue (the value itself when unknown). */
function LabelTag({ value, prefix, ctx }: { value: unknown; prefix: 'lists.instStatus' | 'lists.noticeType'; ctx: FormatContext }) {
  const { t } = useTranslation('workflow');
  const status = str(value);
  return <StatusTag status={status} label={t(`${prefix}.${status}`, { defaultValue: status })} id={testId(ctx)} />;
}

/** The workflow lists' cell renderers (template `formatter`), registered beside the engine's. */
export const workflowCells: Record<string, Formatter> = {
  flowTaskStatus: (_value, ctx) => <TaskStatus ctx={ctx} />,
  flowInstStatus: (value, ctx) => <LabelTag value={value} prefix="lists.instStatus" ctx={ctx} />,
  flowNoticeType: (value, ctx) => <LabelTag value={value} prefix="lists.noticeType" ctx={ctx} />,
  /** 同意 / 反对 / ... in the page language. */
  flowOpinion: (value, ctx) => opinionLabel(str(value), pickLanguage(ctx.lang)),
  /** The leaders a secretary's row is for, by name. */
  flowLeaders: (value) => (Array.isArray(value) ? value.map((l: { name?: string }) => l.name ?? '').join('、') : ''),
};
