import { upgradeDefinition, UpgradeError } from '../../../common/definitions/upgrades/index.ts';
import { keyOf, validateDefinition, type DefinitionProblem } from '../../../common/definitions/validate-definition.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import type { Tx } from '../../db/database.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { problemMessages } from '../../../common/definitions/problem-messages.ts';
import { layoutGeometryProblems, type GridItem } from '../../../common/home-layout/layout-geometry.ts';
import { referenceProblems } from '../../../common/definitions/check-references.ts';
import { storeWorld } from './store-world.ts';
import { boUsageProblems } from './bo-usage.ts';
import { serialRuleProblems } from './bo-serial-rules.ts';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';

export interface CheckedDefinition {
  problems: DefinitionProblem[];
  /** Upgraded body (when it could be upgraded). */
  body?: Record<string, unknown>;
  key?: string;
}

/**
 * Upgrades a body to its kind's current schemaVersion, validates it against the meta schema, then checks what it
 * names exists in the store (definitions and their fields, views, flows, dictionaries; check-references.ts) and that
 * its formulas compile, a layout's geometry (inside the 12 units, no column twice, no overlaps), and that a bo keeps
 * the fields its records and other definitions use and names serial-number rules that exist.
 */
export async function checkDefinition(tx: Tx, tenantId: number, kind: DefinitionKind, raw: unknown, lang: Language = 'en-US'): Promise<CheckedDefinition> {
  const text = problemMessages(lang);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problems: [{ pointer: '', message: text.notObject }] };
  let body: Record<string, unknown>;
  try {
    body = upgradeDefinition(kind, raw as Record<string, unknown>);
  } catch (error) {
    if (error instanceof UpgradeError) return { problems: [{ pointer: '/schemaVersion', message: error.message }] };
    throw error;
  }
  const problems = validateDefinition(kind, body, lang);
  if (problems.length) return { problems, body };
  if (kind === 'layout') problems.push(...layoutGeometryProblems(body.items as GridItem[], lang));
  problems.push(...await referenceProblems(kind, body, storeWorld(tx, tenantId), lang));
  // A bo's serial fields name rules the tenant has; it may not drop or rename a field records or definitions still use.
  if (kind === 'bo') {
    problems.push(...await serialRuleProblems(tx, tenantId, body as unknown as BoDefinition, lang));
    problems.push(...await boUsageProblems(tx, tenantId, body as unknown as BoDefinition, lang));
  }
  return { problems, body, key: keyOf(kind, body) };
}
