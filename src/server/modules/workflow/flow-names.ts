import { sql } from 'kysely';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';

/**
 * Flow and node names in the caller's language. The BPMN names (copied onto the list tables as def_name / node_name)
 * are the zh-CN ones; the English ones live in the definition's settings (`nameEn`, `nodes.<id>.nameEn`). A zh-CN
 * caller gets the stored names without a query; an en-US caller's page costs one query (instance -> definition) plus
 * one for definitions not seen before: deployed versions never change, so their English names are kept per row id.
 */

interface EnglishNames {
  flow: string | null;
  nodes: Record<string, string>;
}

/** Names of a page's rows, by the instance (or definition) id each row carries. */
export interface FlowNames {
  flow(id: number, zh: string): string;
  node(id: number, nodeId: string, zh: string): string;
}

const storedNames: FlowNames = { flow: (_id, zh) => zh, node: (_id, _nodeId, zh) => zh };

const cache = new Map<number, EnglishNames>();
const CACHE_SIZE = 1000;

/** English names of deployed versions by row id: cached ones, the rest in one query. */
async function englishNames(tx: Tx, defIds: Iterable<number>): Promise<Map<number, EnglishNames>> {
  const wanted = [...new Set(defIds)];
  const missing = wanted.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = await tx.selectFrom('bpm_definition')
      .select(['id', sql<string | null>`settings->>'nameEn'`.as('name_en'), sql<Record<string, { nameEn?: string }> | null>`settings->'nodes'`.as('nodes')])
      .where('id', 'in', missing).execute();
    for (const row of rows) {
      const nodes = Object.fromEntries(Object.entries(row.nodes ?? {}).flatMap(([id, s]) => (s.nameEn ? [[id, s.nameEn]] : [])));
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(row.id, { flow: row.name_en, nodes });
    }
  }
  return new Map(wanted.flatMap((id) => (cache.has(id) ? [[id, cache.get(id)!] as const] : [])));
}

function namesBy(byId: Map<number, EnglishNames | undefined>): FlowNames {
  return {
    flow: (id, zh) => byId.get(id)?.flow || zh,
    node: (id, nodeId, zh) => byId.get(id)?.nodes[nodeId] || zh,
  };
}

/** Names keyed by definition (version) id. */
export async function flowNamesOfDefinitions(tx: Tx, lang: Language, defIds: Iterable<number>): Promise<FlowNames> {
  if (lang !== 'en-US') return storedNames;
  return namesBy(await englishNames(tx, defIds));
}

/** Names keyed by instance id (the definition version the instance runs on). */
export async function flowNamesOfInstances(tx: Tx, lang: Language, instanceIds: Iterable<number>): Promise<FlowNames> {
  if (lang !== 'en-US') return storedNames;
  const ids = [...new Set(instanceIds)];
  if (ids.length === 0) return storedNames;
  const instances = await tx.selectFrom('bpm_instance').select(['id', 'def_id']).where('id', 'in', ids).execute();
  const names = await englishNames(tx, instances.map((i) => i.def_id));
  return namesBy(new Map(instances.map((i) => [i.id, names.get(i.def_id)])));
}
