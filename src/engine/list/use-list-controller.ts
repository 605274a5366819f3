import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ConditionField, TemplateDefinition } from '../../common/definitions/kinds/template.ts';
import type { QueryCondition, QueryFilter } from '../../common/query/query-filter.ts';
import type { ListJsonBody, TemplateInfo, TemplateRow } from '../../common/api/template-types.ts';
import type { ConditionOption } from '../../../widgets/list/condition-controls.tsx';
import { buildConditions } from './build-conditions.ts';
import { useListSource, type ListSource } from './list-source.tsx';
import { useNames } from './use-names.ts';
import { withoutParamFields } from './extensions/param-fields.ts';
import { lookup, useRegistry } from '../registry/registry.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type SortDirection = 'ASC' | 'DESC';
export interface ListSort {
  field: string;
  direction: SortDirection;
}

/** Extra listJson fields of the route forms (flow lists, linked lists). */
export type ListParams = Pick<ListJsonBody, 'isJoinFlow' | 'taskType' | 'defKey' | 'selectField' | 'selectValue' | 'refIdValue'>;

export interface ListControllerOptions {
  /** Conditions added to every query (a page's keyword box, a route's parameters). */
  extraConditions?: readonly QueryCondition[];
  /** Search-bar values to start with, by field. */
  initialQuery?: Readonly<Record<string, unknown>>;
  params?: ListParams;
  /** Defaults to the nearest <ApiListSource> / <ListSourceProvider>. */
  source?: ListSource;
  /** Rows per page to start with instead of the template's (a home column's pageSize). */
  pageSize?: number;
  /** A node of the template's side tree that filters the rows is chosen (or the list has no tree to wait for: compact). */
  treeChosen?: boolean;
}

const rowId = (row: TemplateRow) => String(row.id);

/**
 * The headless list: template info, search values, the query filter, server sorting and paging, selection kept
 * across pages and the delete / export / import actions. Knows nothing about Arco.
 */
export function useListController(alias: string, options: ListControllerOptions = {}) {
  const source = useListSource(options.source);
  const { i18n, t } = useTranslation('engine');
  const lang = i18n.language;

  const info = useSWR(['templateInfo', alias, lang, source], () => source.loadInfo(alias), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  // Fields a page parameter makes pointless (`hiddenWithParam`) are left out of the search bar and the table.
  const paramsKey = JSON.stringify(options.params ?? {});
  const template: TemplateDefinition | undefined = useMemo(
    () => withoutParamFields(info.data?.template, JSON.parse(paramsKey) as Record<string, unknown>),
    [info.data?.template, paramsKey],
  );
  // A template over a registered call (`source.kind` call) reads its pages there, not through listJson.
  const registry = useRegistry();
  const call = template?.source.kind === 'call' ? lookup(registry.listCalls ?? {}, template.source.call) : undefined;
  const callName = template?.source.kind === 'call' ? template.source.call : undefined;

  const initial = useRef(options.initialQuery ?? {});
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initial.current }));
  const [applied, setApplied] = useState<Record<string, unknown>>(() => ({ ...initial.current }));
  const [page, setPageState] = useState(1);
  const [pageSizeChoice, setPageSize] = useState<number | undefined>();
  const [sort, setSortState] = useState<ListSort | undefined>();
  const [selected, setSelected] = useState<ReadonlyMap<string, TemplateRow>>(new Map());

  const withDefaults = useMemo(() => {
    const defaults: Record<string, unknown> = {};
    for (const c of template?.conditionFields ?? []) if (c.defaultValue !== undefined) defaults[c.field] = c.defaultValue;
    return defaults;
  }, [template]);
  // The search bar shows each default until it is changed (a cleared field stays cleared; reset restores them).
  const shownValues = useMemo(() => ({ ...withDefaults, ...values }), [withDefaults, values]);
  const pageSize = pageSizeChoice ?? options.pageSize ?? template?.pageSize ?? PAGE_SIZES[0];

  const extraKey = JSON.stringify(options.extraConditions ?? []);
  const filter = useMemo<QueryFilter>(() => {
    const querys = [...buildConditions(template?.conditionFields ?? [], { ...withDefaults, ...applied }), ...(JSON.parse(extraKey) as QueryCondition[])];
    return {
      pageBean: { page, pageSize, showTotal: true },
      querys,
      sorter: sort ? [{ property: sort.field, direction: sort.direction }] : [],
    };
  }, [template, withDefaults, applied, extraKey, page, pageSize, sort]);

  const body: ListJsonBody = { alias, queryFilter: filter, ...options.params };
  // A side tree with a pickHint: no rows until a node that filters them is chosen.
  const waiting = Boolean(template?.sideTree?.pickHint) && !options.treeChosen;
  const rows = useSWR(template && !waiting ? ['templateRows', alias, lang, JSON.stringify(body), source, callName] : null, () => {
    if (callName && !call) throw new Error(`list call "${callName}" is not registered`);
    return call ? call(body) : source.loadPage(body);
  }, {
    revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true,
  });
  const pageRows = useMemo(() => rows.data?.rows ?? [], [rows.data]);
  const names = useNames(source, template, pageRows, rows.data?.names);

  // A new keyword box value starts again at page one.
  const lastExtra = useRef(extraKey);
  if (lastExtra.current !== extraKey) {
    lastExtra.current = extraKey;
    if (page !== 1) setPageState(1);
  }

  const setValue = useCallback((field: string, value: unknown) => setValues((v) => ({ ...v, [field]: value })), []);
  const search = useCallback(() => {
    setApplied(values);
    setPageState(1);
  }, [values]);
  const reset = useCallback(() => {
    setValues({});
    setApplied({});
    setPageState(1);
  }, []);
  const setPage = useCallback((next: number, size?: number) => {
    if (size && size !== pageSize) {
      setPageSize(size);
      setPageState(1);
    } else setPageState(next);
  }, [pageSize]);
  const setSort = useCallback((next: ListSort | undefined) => {
    setSortState(next);
    setPageState(1);
  }, []);

  const toggle = useCallback((changed: readonly TemplateRow[], checked: boolean) => {
    setSelected((before) => {
      const next = new Map(before);
      for (const row of changed) {
        if (checked) next.set(rowId(row), row);
        else next.delete(rowId(row));
      }
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Map()), []);

  const boAlias = template?.source.kind === 'bo' ? template.source.boAlias : undefined;
  const remove = useCallback(async (ids: readonly string[]) => {
    if (!boAlias) throw new Error(`template ${alias} has no business object to delete from`);
    const reply = await source.remove(boAlias, ids);
    setSelected((before) => {
      const next = new Map(before);
      for (const id of ids) next.delete(id);
      return next;
    });
    // The page may now be past the end: step back when it emptied.
    if (page > 1 && ids.length >= pageRows.length) setPageState(page - 1);
    await rows.mutate();
    return reply;
  }, [alias, boAlias, source, page, pageRows.length, rows]);

  const exportRows = useCallback(() => {
    const { pageBean: _page, ...everyPage } = filter;
    return source.exportRows(alias, everyPage);
  }, [alias, filter, source]);
  const downloadTemplate = useCallback(() => source.downloadTemplate(alias), [alias, source]);
  const importRows = useCallback(async (file: File, onProgress: (percent: number) => void) => {
    const reply = await source.importRows({ alias, refIdValue: options.params?.refIdValue }, file, onProgress);
    if (reply.state) await rows.mutate();
    return reply;
  }, [alias, source, options.params?.refIdValue, rows]);

  const yesNo = useMemo(() => ({ yes: t('list.yes'), no: t('list.no') }), [t]);
  const optionsOf = useCallback((c: ConditionField): ConditionOption[] => conditionOptions(c, info.data, yesNo), [info.data, yesNo]);
  const searchDialog = useCallback(async (c: ConditionField, keyword: string): Promise<ConditionOption[]> => {
    if (!c.dialogAlias) return [];
    const { dialog, rows: found } = await source.dialogRows(c.dialogAlias, keyword);
    const valueField = dialog.resultfield?.find((r) => r.target === c.field)?.field ?? dialog.resultfield?.[0]?.field ?? 'id';
    const labelField = dialog.displayfield?.[0]?.field ?? dialog.tree?.displayField ?? valueField;
    return found.map((r) => ({ value: r[valueField] as string, label: String(r[labelField] ?? r[valueField]) }));
  }, [source]);

  return {
    alias,
    status: info.error ? 'error' as const : template ? 'ready' as const : 'loading' as const,
    error: info.error as Error | undefined,
    info: info.data,
    template,
    values: shownValues, setValue, search, reset,
    filter,
    rows: pageRows,
    total: rows.data?.total ?? 0,
    /** The server stopped counting at `total`: more rows match. */
    totalCapped: rows.data?.totalCapped === true,
    rowsError: rows.error as Error | undefined,
    /** Waiting for a side-tree node (the template's `sideTree.pickHint` says what to choose). */
    waiting,
    loadingRows: rows.isLoading || rows.isValidating,
    page, pageSize, setPage,
    sort, setSort,
    selected, toggle, clearSelection,
    names,
    optionsOf, searchDialog,
    canDelete: Boolean(boAlias),
    remove, exportRows, downloadTemplate, importRows,
    reload: () => void rows.mutate(),
    downloadFile: source.downloadFile,
  };
}

export type ListController = ReturnType<typeof useListController>;

/** Choices of a select, radio, checkbox or dictionary condition: its dictionary, else the bo field's, else yes / no. */
export function conditionOptions(c: ConditionField, info: TemplateInfo | undefined, yesNo: { yes: string; no: string }): ConditionOption[] {
  const boField = info?.bo?.fields.find((f) => f.name === c.field);
  const dictKey = c.dictKey ?? boField?.dictKey;
  if (dictKey) return (info?.dicts[dictKey] ?? []).map((d) => ({ value: d.key, label: d.name }));
  if (boField?.type === 'boolean') return [{ value: true, label: yesNo.yes }, { value: false, label: yesNo.no }];
  return [];
}
