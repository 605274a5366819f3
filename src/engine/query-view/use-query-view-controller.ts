import { useState } from 'react';
import useSWR from 'swr';
import type { DialogRow, SearchField, ViewColumn } from '../../../widgets/dialog/dialog-types.ts';
import { useLabelText } from '../../../widgets/dialog/use-label-text.ts';
import { filledValues } from '../dialog/dialog-fields.ts';
import type { QueryViewModel } from './query-view-model.ts';
import type { QueryViewKey, QueryViewSource } from './query-view-source.tsx';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const noRows: DialogRow[] = [];

export interface QueryViewController {
  view: QueryViewModel | undefined;
  error: unknown;
  loading: boolean;
  searchFields: SearchField[];
  columns: ViewColumn[];
  draft: Record<string, unknown>;
  setDraft: (values: Record<string, unknown>) => void;
  applied: Record<string, unknown>;
  search: () => void;
  reset: () => void;
  rows: DialogRow[];
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
}

/** A query view's definition, search values and server paging, without drawing. */
export function useQueryViewController(source: QueryViewSource, key: QueryViewKey): QueryViewController {
  const label = useLabelText();
  const id = `${key.sqlAlias ?? ''}/${key.alias}`;
  const view = useSWR([source.name, 'queryView', id], () => source.getView(key), swrOptions);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState<{ page: number; pageSize: number | null }>({ page: 1, pageSize: null });
  const pageSize = paging.pageSize ?? view.data?.pageSize ?? 10;
  const values = filledValues(applied);
  const rows = useSWR(view.data ? [source.name, 'queryViewRows', id, JSON.stringify(values), paging.page, pageSize] : null,
    () => source.rows(key, values, paging.page, pageSize), { ...swrOptions, keepPreviousData: true });
  return {
    view: view.data,
    error: view.error ?? rows.error,
    loading: view.isLoading || rows.isLoading,
    searchFields: (view.data?.searchFields ?? []).map((f) => ({
      field: f.field,
      label: label(f.label) || label(view.data?.columns.find((c) => c.field === f.field)?.label, f.field),
      range: f.operation === 'BETWEEN',
    })),
    columns: (view.data?.columns ?? []).map((c) => ({ field: c.field, title: label(c.label, c.field) })),
    draft,
    setDraft,
    applied: values,
    search: () => {
      setApplied(draft);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    reset: () => {
      setDraft({});
      setApplied({});
      setPaging((p) => ({ ...p, page: 1 }));
    },
    rows: rows.data?.rows ?? noRows,
    total: rows.data?.total ?? rows.data?.rows.length ?? 0,
    page: paging.page,
    pageSize,
    setPage: (page, size) => setPaging((p) => ({ page: size !== (p.pageSize ?? pageSize) ? 1 : page, pageSize: size })),
  };
}
