import { useMemo } from 'react';
import useSWR from 'swr';
import type { TemplateDefinition } from '../../common/definitions/kinds/template.ts';
import type { TemplateRow } from '../../common/api/template-types.ts';
import type { RowNames } from '../../common/api/templates.ts';
import type { ListSource } from './list-source.tsx';

const EMPTY: ReadonlyMap<string, string> = new Map();

function idsOf(rows: readonly TemplateRow[], fields: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const field of fields) {
      for (const v of Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]]) {
        const n = Number(v);
        if (Number.isInteger(n) && n > 0) ids.add(n);
      }
    }
  }
  return [...ids].sort((a, b) => a - b);
}

const asText = (map: Map<number, string>) => new Map([...map].map(([k, v]) => [String(k), v]));

/**
 * Names of the users and organisations the page's user / org columns hold: the ones the page brought (listJson reads
 * them with the rows), else one lookup of each per page (sources that do not bring them).
 */
export function useNames(source: ListSource, template: TemplateDefinition | undefined, rows: readonly TemplateRow[], brought?: RowNames) {
  const columns = (kind: 'user' | 'org') => (brought ? [] : (template?.displayFields ?? []).filter((d) => d.formatter === kind).map((d) => d.field));
  const userIds = idsOf(rows, columns('user'));
  const orgIds = idsOf(rows, columns('org'));
  const options = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };
  const users = useSWR(userIds.length ? ['userNames', userIds.join(','), source] : null, () => source.userNames(userIds).then(asText), options);
  const orgs = useSWR(orgIds.length ? ['orgNames', orgIds.join(','), source] : null, () => source.orgNames(orgIds).then(asText), options);
  const given = useMemo(() => brought && { users: new Map(Object.entries(brought.users)), orgs: new Map(Object.entries(brought.orgs)) }, [brought]);
  const userMap = given?.users ?? users.data ?? EMPTY;
  const orgMap = given?.orgs ?? orgs.data ?? EMPTY;
  // A stable object: the columns are rebuilt only when a name arrives.
  return useMemo(() => ({ users: userMap, orgs: orgMap }), [userMap, orgMap]);
}
