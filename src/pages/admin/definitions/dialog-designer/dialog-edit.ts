import type { SourceField } from '../template-designer/template-edit.ts';
import { patched, type Json } from '../designer-edit.ts';
import { rowsOf, withProps, type SourceBody } from '../query-designer/source-edit.ts';

/** Edits of a custom dialog's own settings (the lists are edited through source-edit.ts as the query's are). */

export type DialogBody = SourceBody & { style?: string; selectNum?: number; needPage?: boolean; tree?: Json; displayfield: Json[]; resultfield: Json[] };

/** One row picked (selectNum 1), or several: 0 any number, more than 1 at most that many. */
export const isMultiple = (dialog: DialogBody) => dialog.selectNum !== 1;

export function withSelection(dialog: DialogBody, multiple: boolean, limit?: number): DialogBody {
  return withProps(dialog, { selectNum: multiple ? (limit !== undefined && limit > 1 ? limit : 0) : 1 }) as DialogBody;
}

/**
 * The body in list or tree style. A tree needs its id, parent-id and shown fields: an earlier tree's are kept, else
 * `id`, `parentId` and the first displayed column; a list drops them (and a tree reads all its rows: no paging).
 */
export function withStyle(dialog: DialogBody, style: 'list' | 'tree'): DialogBody {
  if (dialog.style === style) return dialog;
  if (style === 'list') return patched(dialog, { style, tree: undefined });
  const shown = typeof dialog.displayfield[0]?.field === 'string' ? dialog.displayfield[0].field : 'name';
  const tree = dialog.tree ?? { idField: 'id', parentField: 'parentId', displayField: shown };
  return patched(dialog, { style, tree, needPage: false }, (value) => value === undefined);
}

/** The body with one of the tree's fields set. */
export function withTreeField(dialog: DialogBody, name: 'idField' | 'parentField' | 'displayField', field: string): DialogBody {
  return { ...dialog, tree: patched(dialog.tree ?? {}, { [name]: field }) };
}

/** The body with a returned value for a source field at the end (written into the form field of the same name). */
export function withNewReturn(dialog: DialogBody, field: SourceField): DialogBody {
  return { ...dialog, resultfield: [...rowsOf(dialog, 'resultfield'), { field: field.name }] };
}

/** The dialog's rows sorted by a field: added ascending at the end (at most 5: the meta schema's limit). */
export const MAX_SORTS = 5;

export function withNewSort(dialog: DialogBody, field: SourceField): DialogBody {
  const sorts = rowsOf(dialog, 'sortfield');
  if (sorts.length >= MAX_SORTS) return dialog;
  return { ...dialog, sortfield: [...sorts, { field: field.name, direction: 'ASC' }] };
}
