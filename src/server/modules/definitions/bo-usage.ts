import { sql } from 'kysely';
import { boPaths, referenceProblems, type ReferenceWorld } from '../../../common/definitions/check-references.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import { problemMessages } from '../../../common/definitions/problem-messages.ts';
import { unescapePointer } from '../../../common/definitions/pointer.ts';
import type { DefinitionProblem } from '../../../common/definitions/validate-definition.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import { recordStoreOf } from '../forms/record-stores.ts';
import { findCurrent, findCurrentOfKind } from './definition-repo.ts';
import { storeWorld } from './store-world.ts';

/** Kinds whose definitions name a bo's fields: forms (by boAlias), templates and charts (by a bo source). */
const DEPENDENT_KINDS = ['form', 'template', 'chart'] as const;

const usesBo = (kind: DefinitionKind, body: Record<string, unknown>, alias: string) => {
  if (kind === 'form') return body.boAlias === alias;
  const source = body.source as { kind?: string; boAlias?: string } | undefined;
  return source?.kind === 'bo' && source.boAlias === alias;
};

/** Where a dropped path was, in the new body: its table's field list, or the sub-table list when its table went too. */
function pointerOf(bo: BoDefinition, saved: BoDefinition, path: string): string {
  const [first, second, third] = path.split('.');
  if (second === undefined) return saved.fields.some((f) => f.name === first) ? '/fields' : '/children';
  const c = bo.children?.findIndex((child) => child.alias === first) ?? -1;
  if (c < 0) return '/children';
  if (third === undefined) return saved.children?.find((child) => child.alias === first)?.fields.some((f) => f.name === second) ? `/children/${c}/fields` : `/children/${c}/children`;
  const g = bo.children![c]!.children?.findIndex((child) => child.alias === second) ?? -1;
  return g < 0 ? `/children/${c}/children` : `/children/${c}/children/${g}/fields`;
}

/**
 * The dropped path a dependent's problem is about, and the name it uses there: the value at the pointer (a template's
 * `field`, a formula's target) or one of the pointer's own tokens (`/schema/properties/company`, `/rules/company`).
 */
function usedPath(body: unknown, pointer: string, dropped: readonly string[]): { name: string; path: string } {
  const tokens = pointer.split('/').slice(1).map(unescapePointer);
  let value = body;
  for (const token of tokens) value = (value as Record<string, unknown> | undefined)?.[token];
  const candidates = [...(typeof value === 'string' ? [value.replace(/\.item\./g, '.')] : []), ...tokens.reverse()];
  for (const name of candidates) {
    const path = dropped.find((p) => p === name || p.endsWith(`.${name}`));
    if (path) return { name, path };
  }
  return { name: candidates[0] ?? '', path: dropped[0]! };
}

/**
 * Problems of a new version of a bo that drops or renames a field still in use: a field (or sub-table) whose values
 * stored records hold, any field of a bo kept in a module's own table, or a field another current definition names
 * (a form's schema, rules, rights or formulas, a template's or chart's columns and conditions). A rename is a drop for
 * the store: values stay under the old name, so it is refused on the same grounds.
 */
export async function boUsageProblems(tx: Tx, tenantId: number, bo: BoDefinition, lang: Language): Promise<DefinitionProblem[]> {
  const text = problemMessages(lang);
  const saved = await findCurrent(tx, tenantId, 'bo', bo.alias);
  if (!saved) return [];
  const kept = boPaths(bo);
  const dropped = [...boPaths(saved.body)].filter((path) => !kept.has(path));
  if (!dropped.length) return [];
  const problems: DefinitionProblem[] = [];
  // A dropped sub-table is one problem, not one per field in it.
  const outermost = dropped.filter((path) => !dropped.some((other) => path.startsWith(`${other}.`)));

  if (recordStoreOf(bo.alias)) {
    for (const path of outermost) problems.push({ pointer: pointerOf(bo, saved.body, path), message: text.fieldInModuleTable(path) });
    return problems;
  }
  for (const path of outermost) {
    const jsonPath = `$${path.split('.').map((part) => `."${part}"`).join('')}`;
    const row = await tx.selectFrom('bo_record').select((eb) => eb.fn.countAll().as('count'))
      .where('tenant_id', '=', tenantId).where('bo_alias', '=', bo.alias)
      .where(sql<boolean>`jsonb_path_exists(data, ${jsonPath}::jsonpath)`)
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (count > 0) problems.push({ pointer: pointerOf(bo, saved.body, path), message: text.fieldHoldsData(path, count) });
  }

  // A dependent breaks where it checks clean against the saved bo and not against the new one.
  const world = storeWorld(tx, tenantId);
  const withBo = (candidate: BoDefinition): ReferenceWorld => ({
    ...world,
    definition: async (kind, key) => (kind === 'bo' && key === bo.alias ? candidate as unknown as Record<string, unknown> : world.definition(kind, key)),
  });
  for (const kind of DEPENDENT_KINDS) {
    for (const dependent of await findCurrentOfKind(tx, tenantId, kind)) {
      const body = dependent.body as unknown as Record<string, unknown>;
      if (!usesBo(kind, body, bo.alias)) continue;
      const before = new Set((await referenceProblems(kind, body, withBo(saved.body), lang)).map((p) => `${p.pointer} ${p.message}`));
      for (const problem of await referenceProblems(kind, body, withBo(bo), lang)) {
        if (before.has(`${problem.pointer} ${problem.message}`)) continue;
        const { name, path } = usedPath(body, problem.pointer, dropped);
        problems.push({ pointer: pointerOf(bo, saved.body, path), message: text.fieldInUse(name, kind, dependent.key, problem.pointer) });
      }
    }
  }
  return problems;
}
