import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { getDefinitionVersion, listDefinitions } from '../../../../app/api/definitions.ts';
import type { ApiClient } from '../../../../app/api/client.ts';
import { useServices } from '../../../../app/shell/services.tsx';
import type { QueryDefinition } from '../../../../common/definitions/kinds/query.ts';
import { BO_SYSTEM_FIELDS } from '../../../../common/definitions/check-references.ts';
import type { SourceField, TemplateBody } from './template-edit.ts';
import { useBoDefinition } from '../use-bo-definition.ts';

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export interface SourceFields {
  /** Where the fields come from: a bo's fields, the queries over a view, or only the template's own. */
  from: 'bo' | 'view' | 'template';
  /** The bo alias or view alias named by the source. */
  alias?: string;
  fields: SourceField[];
  loading: boolean;
  /** The bo could not be read (missing: the problems name it). */
  missing: boolean;
}

/** Custom queries over a view: their result and condition fields, with the labels they give them. */
async function viewQueryFields(api: ApiClient, sqlAlias: string): Promise<SourceField[]> {
  const queries = await listDefinitions(api, 'query');
  const bodies = await Promise.all(queries.slice(0, 50).map((q) => getDefinitionVersion(api, 'query', q.key).then((v) => v.body as unknown as QueryDefinition, () => undefined)));
  return bodies.filter((q) => q?.dsType === 'dataSource' && q.sqlAlias === sqlAlias)
    .flatMap((q) => [...(q!.resultfield ?? []), ...q!.conditionfield])
    .map((f) => ({ name: f.field, label: f.label ?? { 'zh-CN': f.field }, dictKey: 'dictKey' in f ? f.dictKey : undefined }));
}

/** Each field once, the first naming it giving its label. */
function unique(fields: SourceField[]): SourceField[] {
  const seen = new Map<string, SourceField>();
  for (const field of fields) if (!seen.has(field.name)) seen.set(field.name, field);
  return [...seen.values()];
}

/**
 * The fields a template's columns and conditions may be picked from: a bo source's fields (and the record fields every
 * bo list has), a view's from the custom queries over it, and in any case the fields the template already names.
 */
export function useSourceFields(template: TemplateBody | undefined): SourceFields {
  const { api } = useServices();
  const { t } = useTranslation('admin');
  const source = template?.source;
  const boAlias = source?.kind === 'bo' && typeof source.boAlias === 'string' ? source.boAlias : undefined;
  const sqlAlias = source?.kind === 'view' && typeof source.sqlAlias === 'string' ? source.sqlAlias : undefined;
  const bo = useBoDefinition(boAlias, SWR_OPTIONS);
  const view = useSWR(sqlAlias ? ['template-designer-view-fields', sqlAlias] : null, () => viewQueryFields(api, sqlAlias!), SWR_OPTIONS);
  const own: SourceField[] = template
    ? [...template.displayFields, ...template.conditionFields].filter((f) => typeof f.field === 'string').map((f) => ({ name: f.field, label: f.label }))
    : [];

  if (boAlias) {
    const fields: SourceField[] = bo.data
      ? [
        ...bo.data.fields.map((f) => ({ name: f.name, label: f.label, type: f.type, dictKey: f.dictKey })),
        ...BO_SYSTEM_FIELDS.map((name) => ({
          name, label: { 'zh-CN': t(`templateDesigner.systemFields.${name}`, { lng: 'zh-CN' }), 'en-US': t(`templateDesigner.systemFields.${name}`, { lng: 'en-US' }) },
          type: name === 'createdAt' || name === 'updatedAt' ? 'datetime' as const : name === 'createdBy' ? 'user' as const : name === 'orgId' ? 'org' as const : undefined,
        })),
      ]
      : own;
    return { from: 'bo', alias: boAlias, fields: unique(fields), loading: bo.isLoading, missing: Boolean(bo.error) };
  }
  if (sqlAlias) return { from: 'view', alias: sqlAlias, fields: unique([...(view.data ?? []), ...own]), loading: view.isLoading, missing: false };
  return { from: 'template', fields: unique(own), loading: false, missing: false };
}
