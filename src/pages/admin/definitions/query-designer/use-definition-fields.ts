import { useMemo } from 'react';
import type { Json } from '../designer-edit.ts';
import type { TemplateBody } from '../template-designer/template-edit.ts';
import { useSourceFields, type SourceFields } from '../template-designer/use-source-fields.ts';

/**
 * The fields a query's, dialog's or chart's rows and encodings may be picked from, learnt as the template designer
 * learns them (use-source-fields.ts): a bo source's fields, a view's from the custom queries over it, and in any case
 * the fields the definition already names (`named`).
 */
export function useDefinitionFields(source: Json | undefined, named: readonly Json[]): SourceFields {
  const key = JSON.stringify([source ?? null, named.map((n) => [n.field, n.label])]);
  const template = useMemo(() => ({
    source,
    displayFields: named.filter((n) => typeof n.field === 'string' && n.field !== ''),
    conditionFields: [],
    manageFields: [],
  }) as unknown as TemplateBody, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return useSourceFields(template);
}

/** The source a query or dialog reads, in a template's terms: a registered view (a REST call's fields are not known). */
export const viewSourceOf = (body: Json): Json | undefined =>
  (body.dsType === 'dataSource' && typeof body.sqlAlias === 'string' && body.sqlAlias !== '' ? { kind: 'view', sqlAlias: body.sqlAlias } : undefined);
