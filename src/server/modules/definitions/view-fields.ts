import '../sql-view-catalog.ts';
import { SQL_VIEWS } from '../forms/sql-view-registry.ts';

/** The fields a registered SQL view offers definitions (its allowed columns and filter-only fields); undefined when unknown. */
export function viewFields(sqlAlias: string): readonly string[] | undefined {
  const view = Object.hasOwn(SQL_VIEWS, sqlAlias) ? SQL_VIEWS[sqlAlias] : undefined;
  return view && [...view.columns.map((c) => c.name), ...(view.virtual ?? []).map((v) => v.name)];
}
