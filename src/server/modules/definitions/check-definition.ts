import { upgradeDefinition, UpgradeError } from '../../../common/definitions/upgrades/index.ts';
import { keyOf, validateDefinition, type DefinitionProblem } from '../../../common/definitions/validate-definition.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import type { Tx } from '../../db/database.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { problemMessages } from '../../../common/definitions/problem-messages.ts';
import { findCurrent } from './definition-repo.ts';

export interface CheckedDefinition {
  problems: DefinitionProblem[];
  /** Upgraded body (when it could be upgraded). */
  body?: Record<string, unknown>;
  key?: string;
}

/**
 * Upgrades a body to its kind's current schemaVersion, validates it against the meta schema, then checks what it
 * names exists in the store (a form's business object, a template's source and form).
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
  const references: [pointer: string, kind: DefinitionKind, key: unknown][] = [];
  if (kind === 'form') references.push(['/boAlias', 'bo', body.boAlias]);
  if (kind === 'template' || kind === 'chart') {
    const source = body.source as { kind: string; boAlias?: string };
    if (source.kind === 'bo') references.push(['/source/boAlias', 'bo', source.boAlias]);
    if (body.formKey) references.push(['/formKey', 'form', body.formKey]);
  }
  for (const [pointer, refKind, key] of references) {
    if (typeof key === 'string' && !(await findCurrent(tx, tenantId, refKind, key))) {
      problems.push({ pointer, message: text.missingReference(refKind, key) });
    }
  }
  return { problems, body, key: keyOf(kind, body) };
}
