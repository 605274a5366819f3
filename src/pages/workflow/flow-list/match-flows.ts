import type { DefinitionRow } from '../../../app/api/workflow-lists.ts';

/** Flows whose name (or key) contains the query, ignoring case and surrounding blanks; all for an empty query. */
export function matchFlows<F extends Pick<DefinitionRow, 'name' | 'defKey'>>(flows: F[], query: string): F[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return flows;
  return flows.filter((flow) => flow.name.toLowerCase().includes(needle) || flow.defKey.toLowerCase().includes(needle));
}
