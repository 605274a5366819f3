import type { RawBuilder, SqlBool } from 'kysely';
import type { QueryOperation } from '../../../common/query/query-filter.ts';
import type { QueryFieldType } from '../../../common/query/query-field.ts';
import { notFound } from '../../lib/app-error.ts';

/** A view made by a migration that definitions may list from: only these columns can be selected, filtered or sorted. */
export interface SqlView {
  view: string;
  /** A unique column: the row id and the last sort key. */
  key: string;
  columns: readonly SqlViewColumn[];
  /** Filter-only fields compiled by their owner over the key column `keyRef` (the patent keyword: an index serves it). */
  virtual?: readonly VirtualViewField[];
}

export interface SqlViewColumn {
  name: string;
  column: string;
  type: QueryFieldType;
  /**
   * The column holds the Chinese name of the organisation whose id is in this view column (org_name of org_id):
   * in en-US the row carries that organisation's English name (its Chinese one where it has none).
   */
  orgNameOf?: string;
}

export interface VirtualViewField {
  name: string;
  type: QueryFieldType;
  compile: (operation: QueryOperation, value: unknown, keyRef: string) => RawBuilder<SqlBool> | null;
}

const registered: Record<string, SqlView> = {};

/**
 * The registered views by sqlAlias (a definition's `source.sqlAlias` / `sqlAlias`). The modules that own views
 * register them at startup (sql-view-catalog.ts); this module imports none of them.
 */
export const SQL_VIEWS: Readonly<Record<string, SqlView>> = registered;

/** Adds a module's views; an alias already registered for another view is a programming error. */
export function registerSqlViews(views: Readonly<Record<string, SqlView>>): void {
  for (const [alias, view] of Object.entries(views)) {
    const known = Object.hasOwn(registered, alias) ? registered[alias] : undefined;
    if (known && known !== view) throw new Error(`sql view alias "${alias}" is registered twice`);
    registered[alias] = view;
  }
}

export function findView(sqlAlias: string): SqlView {
  const view = Object.hasOwn(registered, sqlAlias) ? registered[sqlAlias] : undefined;
  if (!view) throw notFound('viewNotFound');
  return view;
}
