import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { DialogDefinition } from '../../common/definitions/kinds/dialog.ts';
import { useLabelText } from '../../../widgets/dialog/use-label-text.ts';
import { buildTree, filterTree, type TreeNode } from '../../../widgets/dialog/build-tree.ts';
import type { DialogRow, SearchField, ViewColumn } from '../../../widgets/dialog/dialog-types.ts';
import type { DialogSource } from './dialog-source.tsx';
import { columnsOf, filledValues, rowKeyOf, rowMatches, rowTextOf, searchFieldsOf, selectionRulesOf } from './dialog-fields.ts';
import { initialRows, removeKey, togglePage, toggleRow, type SelectionRules } from './selection.ts';

export interface DialogControllerOptions {
  multiple: boolean;
  selectNum?: number;
  /** Rows chosen before (a row or a list of rows). */
  value?: unknown;
  /** Called when the limit stopped a row from being chosen. */
  onLimit?: (limit: number) => void;
}

/** Custom dialog tables page by 20 (patent-library.md section 9). */
export const DIALOG_PAGE_SIZE = 20;
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const noRows: DialogRow[] = [];

export interface DialogController {
  definition: DialogDefinition | undefined;
  error: unknown;
  loading: boolean;
  searchFields: SearchField[];
  columns: ViewColumn[];
  draft: Record<string, unknown>;
  setDraft: (values: Record<string, unknown>) => void;
  search: () => void;
  reset: () => void;
  /** List style: the current page. */
  rows: DialogRow[];
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
  /** Tree style: the (filtered) tree. */
  tree: TreeNode[];
  filtering: boolean;
  /** Combination dialogs: the tree on the left and its chosen node. */
  combineTree: TreeNode[] | null;
  combineNode: string | null;
  chooseCombineNode: (key: string | null) => void;
  rules: SelectionRules;
  keyOf: (row: DialogRow) => string;
  textOf: (row: DialogRow) => string;
  selected: DialogRow[];
  toggle: (row: DialogRow) => void;
  togglePage: (rows: DialogRow[], selected: boolean) => void;
  remove: (key: string) => void;
}

/** Everything a custom dialog picker does, without drawing it: definition, search, paging, tree, selection. */
export function useDialogController(source: DialogSource, alias: string, options: DialogControllerOptions): DialogController {
  const label = useLabelText();
  const definitionQuery = useSWR([source.name, 'dialog', alias], () => source.getDefinition(alias), swrOptions);
  const definition = definitionQuery.data;
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: DIALOG_PAGE_SIZE });
  const [combineNode, setCombineNode] = useState<string | null>(null);
  const [selected, setSelected] = useState<DialogRow[]>(() => initialRows(options.value));

  const isTree = definition?.style === 'tree';
  const combine = definition?.combine;
  const serverPaged = Boolean(definition?.needPage) && !isTree;

  const combineDefinition = useSWR(combine ? [source.name, 'dialog', combine.treeAlias] : null, () => source.getDefinition(combine!.treeAlias), swrOptions);
  const combineRows = useSWR(combine ? [source.name, 'dialogTree', combine.treeAlias] : null, () => source.treeRows(combine!.treeAlias), swrOptions);
  const combineRow = combineNode === null || !combineDefinition.data ? undefined
    : combineRows.data?.rows.find((r) => rowKeyOf(combineDefinition.data!)(r) === combineNode);
  const conditions = useMemo(() => ({
    ...filledValues(applied), ...(combine && combineRow ? { [combine.listField]: combineRow[combine.treeField] } : {}),
  }), [applied, combine, combineRow]);

  const listPage = serverPaged ? paging : { page: 1, pageSize: 5000 };
  const list = useSWR(definition && !isTree ? [source.name, 'dialogRows', alias, JSON.stringify(conditions), listPage.page, listPage.pageSize] : null,
    () => source.listRows(alias, conditions, listPage.page, listPage.pageSize), { ...swrOptions, keepPreviousData: true });
  const treeRows = useSWR(definition && isTree ? [source.name, 'dialogTree', alias] : null, () => source.treeRows(alias), swrOptions);

  const rules = useMemo(() => (definition ? selectionRulesOf(definition, options) : { multiple: options.multiple, limit: 0 }),
    [definition, options.multiple, options.selectNum]); // eslint-disable-line react-hooks/exhaustive-deps
  const keyOf = useMemo(() => (definition ? rowKeyOf(definition) : (row: DialogRow) => String(row.id ?? '')), [definition]);
  const allRows = list.data?.rows ?? noRows;
  // Rows seen so far by key: an initial `{ id }` placeholder shows (and is returned as) the full row once loaded.
  const known = useMemo(() => new Map([...(treeRows.data?.rows ?? []), ...allRows].map((r) => [keyOf(r), r])), [treeRows.data, allRows, keyOf]);
  const full = (row: DialogRow) => known.get(keyOf(row)) ?? row;
  const textOf = useMemo(() => {
    const text = definition ? rowTextOf(definition) : (row: DialogRow) => String(row.id ?? '');
    return (row: DialogRow) => text(known.get(keyOf(row)) ?? row);
  }, [definition, known, keyOf]);

  const rows = serverPaged ? allRows : allRows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  const total = serverPaged ? (list.data?.total ?? allRows.length) : allRows.length;

  const filtering = Object.keys(filledValues(applied)).length > 0;
  const tree = useMemo(() => {
    if (!definition?.tree || !treeRows.data) return [];
    const full = buildTree(treeRows.data.rows, definition.tree);
    return filtering ? filterTree(full, rowMatches(applied)) : full;
  }, [definition, treeRows.data, applied, filtering]);
  const combineTree = useMemo(() => {
    const fields = combineDefinition.data?.tree;
    return combine && fields && combineRows.data ? buildTree(combineRows.data.rows, fields) : combine ? [] : null;
  }, [combine, combineDefinition.data, combineRows.data]);

  const apply = (change: { rows: DialogRow[]; limited: boolean }) => {
    setSelected(change.rows);
    if (change.limited) options.onLimit?.(rules.limit);
  };

  return {
    definition,
    error: definitionQuery.error ?? list.error ?? treeRows.error ?? combineRows.error,
    loading: definitionQuery.isLoading || list.isLoading || treeRows.isLoading,
    searchFields: definition ? searchFieldsOf(definition, label) : [],
    columns: definition ? columnsOf(definition, label) : [],
    draft,
    setDraft,
    search: () => {
      setApplied(draft);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    reset: () => {
      setDraft({});
      setApplied({});
      setPaging((p) => ({ ...p, page: 1 }));
    },
    rows,
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: (page, pageSize) => setPaging((p) => ({ page: pageSize !== p.pageSize ? 1 : page, pageSize })),
    tree,
    filtering,
    combineTree,
    combineNode,
    chooseCombineNode: (key) => {
      setCombineNode(key);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    rules,
    keyOf,
    textOf,
    selected: selected.map(full),
    toggle: (row) => apply(toggleRow(selected, row, keyOf, rules)),
    togglePage: (pageRows, on) => apply(togglePage(selected, pageRows, on, keyOf, rules)),
    remove: (key) => setSelected(removeKey(selected, key, keyOf)),
  };
}
