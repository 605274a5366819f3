import type { ReactNode } from 'react';
import { Space, Tag } from '@arco-design/web-react';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { FileRef } from '../../common/api/file-ref.ts';
import type { DisplayField, TemplateButton } from '../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../common/definitions/label.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { TemplateRow } from '../../common/api/template-types.ts';
import type { RowFlow } from '../../common/api/templates.ts';
import type { Lang } from '../../../widgets/list/format-value.ts';
import { lookup, type EngineRegistry } from '../registry/registry.ts';
import { UnknownEntry } from '../registry/unknown-entry.tsx';
import type { ListSort } from './use-list-controller.ts';
import { RowButton, cellOpener, rowButtonTestId } from './extensions/row-button.tsx';
import { shownFor } from './extensions/row-tests.ts';

/** Buttons drawn in each row; the others sit in the toolbar (delete is both: one row, or the selection). */
export const ROW_BUTTONS: readonly TemplateButton['type'][] = ['edit', 'detail', 'delete', 'startFlow', 'url', 'action'];
export const TOOLBAR_BUTTONS: readonly TemplateButton['type'][] = ['add', 'delete', 'export', 'import'];

export interface ColumnInput {
  fields: readonly DisplayField[];
  buttons: readonly { button: TemplateButton; index: number }[];
  registry: EngineRegistry;
  lang: Language;
  t: TFunction;
  dicts: Readonly<Record<string, readonly { key: string; name: string }[]>>;
  boDictKey: (field: string) => string | undefined;
  users: ReadonlyMap<string, string>;
  orgs: ReadonlyMap<string, string>;
  download: (file: FileRef) => void;
  sort: ListSort | undefined;
  onRowButton: (button: TemplateButton, row: TemplateRow) => void;
  /** The template names a flow (template.flow): each row shows its approval, which opens the instance. */
  flow?: { defKey: string; open: (instId: string) => void };
  /** Flow key -> why the caller cannot start it (the server's answer): its 提交审批 is held back with that reason. */
  startRefusals?: ReadonlyMap<string, string>;
  /** The rows on the page: the actions column is as wide as the most any of them shows (not every button the template has). */
  rows?: readonly TemplateRow[];
}

export const DEFAULT_COLUMN_WIDTH = 150;
const ACTION_WIDTH = 72;
const FLOW_WIDTH = 190;
const FLOW_COLORS: Record<RowFlow['status'], string> = { running: 'arcoblue', end: 'green', manual_end: 'gray', forbidden: 'orange' };

/** About how wide a mini button's text is (12px type): a CJK character takes a full em, a Latin one about half. */
export const textWidth = (text: string) => [...text].reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? 14 : 7.5), 0);

/** A row's approval in the template's flow (`_flow`, read with the page); null when never submitted. */
export const rowFlow = (row: TemplateRow): RowFlow | null => (row._flow as RowFlow | null | undefined) ?? null;
/** Whether the row's record is in an approval that has not ended (it cannot be submitted again meanwhile). */
export const inApproval = (row: TemplateRow) => ['running', 'forbidden'].includes(rowFlow(row)?.status ?? '');

export function labelOf(label: DisplayField['label'] | undefined, lang: Language, t: TFunction): string {
  return resolveLabel(label, lang, (key) => (t(key, { defaultValue: '' }) as string) || undefined);
}

/** A button's text: its own label, else the type's. */
export function buttonText(button: TemplateButton, lang: Language, t: TFunction): string {
  return button.label ? labelOf(button.label, lang, t) : (t(`engine:list.${button.type === 'url' ? 'open' : button.type}`) as string);
}

/** Arco columns from the template's display fields (formatters from the registry) plus the row buttons. */
export function listColumns(input: ColumnInput): ColumnProps<TemplateRow>[] {
  const { fields, registry, lang, t } = input;
  const dictMaps = new Map<string, Map<string, string>>();
  const dictOf = (key: string | undefined) => {
    if (!key) return new Map<string, string>();
    if (!dictMaps.has(key)) dictMaps.set(key, new Map((input.dicts[key] ?? []).map((d) => [d.key, d.name])));
    return dictMaps.get(key)!;
  };
  const yes = t('engine:list.yes');
  const no = t('engine:list.no');
  const columns: ColumnProps<TemplateRow>[] = fields.map((field, index) => {
    const name = field.formatter ?? 'text';
    const formatter = lookup(registry.formatters, name);
    const dict = dictOf(field.dictKey ?? input.boDictKey(field.field));
    const sortable = field.sortable !== false;
    // A cell opening a row button (`opens`): the formatted value as a link running it.
    const opens = field.opens ? input.buttons.find((b) => b.button.key === field.opens)?.button : undefined;
    const wrap = field.wrapLatin === true && lang !== 'zh-CN';
    return {
      key: field.field,
      dataIndex: field.field,
      title: labelOf(field.label, lang, t),
      width: field.width ?? DEFAULT_COLUMN_WIDTH,
      ellipsis: !wrap,
      className: wrap ? 'pp-list-wrap' : undefined,
      sorter: sortable ? true : undefined,
      sortOrder: input.sort?.field === field.field ? (input.sort.direction === 'ASC' ? 'ascend' : 'descend') : undefined,
      render: (value: unknown, row: TemplateRow): ReactNode => {
        const shown = formatter
          ? formatter(value, {
            lang: lang as Lang, field, row, dict, users: input.users, orgs: input.orgs, yes, no, download: input.download,
          })
          : <UnknownEntry kind="formatter" name={name} path={`/displayFields/${index}/formatter`} />;
        return opens && shownFor(opens, row) ? cellOpener(shown, value, () => input.onRowButton(opens, row), `cell-${field.field}-${String(row.id)}`) : shown;
      },
    };
  });
  if (input.flow) {
    const { open } = input.flow;
    // Beside what names the record (its first two columns, as a rule a number and a title), not past the scroll edge.
    columns.splice(Math.min(2, columns.length), 0, {
      key: '__flow',
      title: t('engine:list.flow.title') as string,
      width: FLOW_WIDTH,
      ellipsis: true,
      render: (_: unknown, row: TemplateRow) => {
        const flow = rowFlow(row);
        if (!flow) return <span className="pp-list-flow pp-list-flow--none" data-testid="row-flow">{t('engine:list.flow.none')}</span>;
        const steps = flow.status === 'running' && flow.nodes.length ? ` · ${flow.nodes.join(lang === 'zh-CN' ? '、' : ', ')}` : '';
        return (
          <button type="button" className="pp-list-flow" title={`${t('engine:list.flow.open')}${steps}`} onClick={() => open(flow.instId)} data-testid="row-flow">
            <Tag size="small" color={FLOW_COLORS[flow.status]}>{t(`engine:list.flow.status.${flow.status}`)}</Tag>
            <span className="pp-list-flow__steps">{steps}</span>
          </button>
        );
      },
    });
  }
  // A record in approval is not submitted to that flow again (the server refuses it too).
  const startKey = (button: TemplateButton) => button.flowKey ?? input.flow?.defKey ?? '';
  const refusal = (button: TemplateButton) => (button.type === 'startFlow' ? input.startRefusals?.get(startKey(button)) : undefined);
  const inApprovalHere = (button: TemplateButton, row: TemplateRow) => button.type === 'startFlow' && input.flow !== undefined
    && startKey(button) === input.flow.defKey && inApproval(row);
  // A flow the caller cannot start (no rights, a first node with no handler) is not offered either.
  const heldBack = (button: TemplateButton, row: TemplateRow) => inApprovalHere(button, row) || refusal(button) !== undefined;
  const heldBackWhy = (button: TemplateButton, row: TemplateRow) => refusal(button) ?? (inApprovalHere(button, row) ? t('engine:list.flow.inApproval') as string : undefined);
  if (input.buttons.length) {
    columns.push({
      key: '__actions',
      title: t('engine:list.actions') as string,
      fixed: 'right',
      width: actionsWidth(input),
      render: (_: unknown, row: TemplateRow) => (
        <Space size={0}>
          {input.buttons.filter(({ button }) => shownFor(button, row)).map(({ button, index }) => (
            <RowButton
              key={index}
              text={buttonText(button, lang, t)}
              danger={button.type === 'delete' || button.danger === true}
              testId={rowButtonTestId(button, row)}
              disabled={heldBack(button, row)}
              title={heldBackWhy(button, row)}
              confirm={button.confirm ? labelOf(button.confirm, lang, t) : undefined}
              onClick={() => input.onRowButton(button, row)}
            />
          ))}
        </Space>
      ),
    });
  }
  return columns;
}

/** Room for the row buttons a row shows, the widest row on the page (all the template's buttons before rows come). */
function actionsWidth({ buttons, rows, lang, t }: ColumnInput): number {
  const widthOf = (shown: ColumnInput['buttons']) => shown.reduce((w, b) => w + 16 + textWidth(buttonText(b.button, lang, t)), 16);
  const widest = rows?.length ? Math.max(...rows.map((row) => widthOf(buttons.filter(({ button }) => shownFor(button, row))))) : widthOf(buttons);
  return Math.max(ACTION_WIDTH, widest);
}

/** The widest a data column is in a card. */
const CARD_COLUMN_WIDTH = 140;

/**
 * A list in a card (compact): the row buttons' column is not fixed over the others (a narrow card scrolls sideways to
 * it instead), and the data columns are at most 140 wide, cut short with an ellipsis, so a card shows more of them.
 */
export function fitColumns(columns: ColumnProps<TemplateRow>[]): ColumnProps<TemplateRow>[] {
  return columns.map((column) => (column.key === '__actions'
    ? { ...column, fixed: undefined }
    : { ...column, width: Math.min(Number(column.width) || DEFAULT_COLUMN_WIDTH, CARD_COLUMN_WIDTH), ellipsis: true, className: undefined }));
}
