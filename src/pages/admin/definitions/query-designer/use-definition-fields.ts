import { useMemo } from 'react';
import useSWR from 'swr';
import { useServices } from '../../../../app/shell/services.tsx';
import type { Json } from '../designer-edit.ts';
import type { SourceField, TemplateBody } from '../template-designer/template-edit.ts';
import { useSourceFields, type SourceFields } from '../template-designer/use-source-fields.ts';

/**
 * The fields a query's, dialog's or chart's rows and encodings may be picked from, learnt as the template designer
 * learns them (use-source-fields.ts): a bo source's fields, a view's from the custom queries over it, and in any case
 * the fields the definition already names (`named`). A view's other fields follow, by name: the server's list of the
 * fields the view offers definitions (the same the save check accepts).
 */
export interface DefinitionFields extends SourceFields {
  /** The source names a view the server does not know (the problems name it too). */
  viewMissing?: boolean;
}

export function useDefinitionFields(source: Json | undefined, named: readonly Json[]): DefinitionFields {
  const { api } = useServices();
  const key = JSON.stringify([source ?? null, named.map((n) => [n.field, n.label])]);
  const template = useMemo(() => ({
    source,
    displayFields: named.filter((n) => typeof n.field === 'string' && n.field !== ''),
    conditionFields: [],
    manageFields: [],
  }) as unknown as TemplateBody, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const learnt = useSourceFields(template);
  const sqlAlias = source?.kind === 'view' && typeof source.sqlAlias === 'string' && source.sqlAlias !== '' ? source.sqlAlias : undefined;
  const view = useSWR(sqlAlias ? ['designer-view-fields', sqlAlias] : null,
    () => api.request<string[]>('form', '/form/definition/v1/viewFields', { query: { sqlAlias: sqlAlias! } }),
    { shouldRetryOnError: false, revalidateOnFocus: false });
  return useMemo(() => {
    if (sqlAlias && view.error) return { ...learnt, viewMissing: true };
    if (!sqlAlias || !view.data) return { ...learnt, loading: learnt.loading || view.isLoading };
    const known = new Set(learnt.fields.map((f) => f.name));
    const more: SourceField[] = view.data.filter((name) => !known.has(name)).map((name) => ({ name, label: { 'zh-CN': name } }));
    return { ...learnt, fields: [...learnt.fields, ...more] };
  }, [learnt, sqlAlias, view.data, view.error, view.isLoading]);
}

/** The source a query or dialog reads, in a template's terms: a registered view (a REST call's fields are not known). */
export const viewSourceOf = (body: Json): Json | undefined =>
  (body.dsType === 'dataSource' && typeof body.sqlAlias === 'string' && body.sqlAlias !== '' ? { kind: 'view', sqlAlias: body.sqlAlias } : undefined);
