import type { ReactNode } from 'react';
import { Button, Space } from '@arco-design/web-react';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { FileRef } from '../../common/api/file-ref.ts';
import type { DisplayField, TemplateButton } from '../../common/definitions/kinds/template.ts';
import { resolveLabel } from '../../common/definitions/label.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { TemplateRow } from '../../app/api/forms.ts';
import type { Lang } from '../../../widgets/list/format-value.ts';
import { lookup, type EngineRegistry } from '../registry/registry.ts';
import { UnknownEntry } from '../registry/unknown-entry.tsx';
import type { ListSort } from './use-list-controller.ts';

/** Buttons drawn in each row; the others sit in the toolbar (delete is both: one row, or the selection). */
export const ROW_BUTTONS: readonly TemplateButton['type'][] = ['edit', 'detail', 'delete', 'startFlow', 'url'];
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
}

export const DEFAULT_COLUMN_WIDTH = 150;
const ACTION_WIDTH = 72;

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
    return {
      key: field.field,
      dataIndex: field.field,
      title: labelOf(field.label, lang, t),
      width: field.width ?? DEFAULT_COLUMN_WIDTH,
      ellipsis: true,
      sorter: sortable ? true : undefined,
      sortOrder: input.sort?.field === field.field ? (input.sort.direction === 'ASC' ? 'ascend' : 'descend') : undefined,
      render: (value: unknown, row: TemplateRow): ReactNode => formatter
        ? formatter(value, {
          lang: lang as Lang, field, row, dict, users: input.users, orgs: input.orgs, yes, no, download: input.download,
        })
        : <UnknownEntry kind="formatter" name={name} path={`/displayFields/${index}/formatter`} />,
    };
  });
  if (input.buttons.length) {
    columns.push({
      key: '__actions',
      title: t('engine:list.actions') as string,
      fixed: 'right',
      width: Math.max(ACTION_WIDTH, input.buttons.reduce((w, b) => w + 16 + buttonText(b.button, lang, t).length * 14, 16)),
      render: (_: unknown, row: TemplateRow) => (
        <Space size={0}>
          {input.buttons.map(({ button, index }) => (
            <Button
              key={index}
              type="text"
              size="mini"
              status={button.type === 'delete' ? 'danger' : undefined}
              data-testid={`row-${button.type}`}
              onClick={() => input.onRowButton(button, row)}
            >
              {buttonText(button, lang, t)}
            </Button>
          ))}
        </Space>
      ),
    });
  }
  return columns;
}
