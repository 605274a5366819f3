import type { ReactNode } from 'react';
import type { FileRef } from '../../common/api/file-ref.ts';
import type { DisplayField } from '../../common/definitions/kinds/template.ts';
import { AttachmentCell, BooleanCell } from '../../../widgets/list/cells.tsx';
import {
  formatDate, formatDateTime, formatMoney, formatNames, formatNumber, formatPercent, isBlankValue, type Lang,
} from '../../../widgets/list/format-value.ts';
import { formatMinute } from '../list/extensions/minute-formatter.tsx';

/** Everything a formatter may read besides the value. */
export interface FormatContext {
  lang: Lang;
  field: DisplayField;
  row: Record<string, unknown>;
  /** key -> name of the field's dictionary. */
  dict: ReadonlyMap<string, string>;
  /** id -> name of users and organisations on the page. */
  users: ReadonlyMap<string, string>;
  orgs: ReadonlyMap<string, string>;
  yes: string;
  no: string;
  download: (file: FileRef) => void;
}

export type Formatter = (value: unknown, ctx: FormatContext) => ReactNode;

const separator = (lang: Lang) => (lang === 'en-US' ? ', ' : '、');
const text: Formatter = (value) => (isBlankValue(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The column formatters a display field may name (template `formatter`). */
export const formatters = {
  text,
  date: (value) => formatDate(value),
  datetime: (value) => formatDateTime(value),
  money: (value, ctx) => formatMoney(value, ctx.lang),
  number: (value, ctx) => formatNumber(value, ctx.lang),
  percent: (value, ctx) => formatPercent(value, ctx.lang),
  dict: (value, ctx) => formatNames(value, ctx.dict, separator(ctx.lang)),
  user: (value, ctx) => formatNames(value, ctx.users, separator(ctx.lang)),
  org: (value, ctx) => formatNames(value, ctx.orgs, separator(ctx.lang)),
  boolean: (value, ctx) => <BooleanCell value={value} yes={ctx.yes} no={ctx.no} />,
  attachment: (value, ctx) => <AttachmentCell value={value} onDownload={ctx.download} />,
  /** A time in the browser's zone to the minute, the full time on hover. */
  minute: (value) => formatMinute(value),
} satisfies Record<string, Formatter>;

export type FormatterName = keyof typeof formatters;
