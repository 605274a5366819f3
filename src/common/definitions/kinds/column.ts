import { Type, type Static } from '@sinclair/typebox';
import { Alias, head, HttpMethod, JsonObject, literals, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

export const COLUMN_TYPES = [
  'todo', 'news', 'notice', 'meeting', 'carousel', 'systems', 'shortcut', 'counter', 'chart', 'patentList', 'list', 'html', 'frequentFlows',
  /** Inventors or institutions ranked by patents, with the more-dialog of every one. */
  'ranking',
  /** A classification (indexing) tree with edit, add and delete, and the indexing side form. */
  'tree',
] as const;

/** A home-page column (workflow-office.md section 3: Column). */
export const ColumnDefinition = strict({
  ...head('column', CURRENT_VERSION.column),
  alias: Alias,
  name: Label,
  colType: literals(COLUMN_TYPES),
  /** service: call colUrl; template / chart / query: the definition named by dataFrom; static: dataParam. */
  dataMode: literals(['service', 'template', 'chart', 'query', 'static'] as const),
  colUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  dataFrom: Type.Optional(Type.String({ maxLength: 200 })),
  dataParam: Type.Optional(JsonObject),
  requestType: Type.Optional(HttpMethod),
  needPage: Type.Optional(Type.Boolean()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  colHeight: Type.Optional(Type.Integer({ minimum: 50, maximum: 2000 })),
  /** Sanitised (DOMPurify) before it is shown. */
  templateHtml: Type.Optional(Type.String({ maxLength: 20000 })),
  moreUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Which field of a row each place of the card shows (title, date, author, image, ...); else the kind's defaults. */
  fieldMap: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,62}$' }), Type.String({ maxLength: 100 }))),
  /** Where a row leads: a path with `{field}` placeholders (`/news/{id}`). */
  itemUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Roles that see the column; absent, empty or `*` = everyone; `!code` shuts a role out (preview ignores it). */
  displayRights: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
}, { title: 'Home column' });

export type ColumnDefinition = Static<typeof ColumnDefinition>;
