import fs from 'node:fs';
import path from 'node:path';
import { upgradeDefinition } from '../../../common/definitions/upgrades/index.ts';
import { keyOf, validateDefinition } from '../../../common/definitions/validate-definition.ts';
import { DEFINITION_KINDS, type DefinitionKind } from '../../../common/definitions/versions.ts';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../../../schemas');

export interface DefinitionFile {
  kind: DefinitionKind;
  key: string;
  /** Upgraded to the kind's current schemaVersion and valid against its meta schema. */
  body: Record<string, unknown>;
  file: string;
}

/**
 * Every definition in schemas/<kind>/*.json, upgraded and validated. A broken file throws an error naming the
 * file and the JSON pointer of each problem (the seed fails with it).
 */
export function loadDefinitionFiles(dir = SCHEMAS_DIR): DefinitionFile[] {
  const found: DefinitionFile[] = [];
  for (const kind of DEFINITION_KINDS) {
    const kindDir = path.join(dir, kind);
    if (!fs.existsSync(kindDir)) continue;
    for (const name of fs.readdirSync(kindDir).filter((n) => n.endsWith('.json')).sort()) {
      found.push(readDefinitionFile(kind, path.join(kindDir, name)));
    }
  }
  return found;
}

export function readDefinitionFile(kind: DefinitionKind, file: string): DefinitionFile {
  const where = path.relative(path.dirname(path.dirname(file)), file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: not JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${where}: not a JSON object`);
  let body: Record<string, unknown>;
  try {
    body = upgradeDefinition(kind, parsed as Record<string, unknown>);
  } catch (error) {
    throw new Error(`${where}: /schemaVersion ${(error as Error).message}`, { cause: error });
  }
  const problems = validateDefinition(kind, body);
  if (body.kind !== kind) problems.unshift({ pointer: '/kind', message: `must be "${kind}" in schemas/${kind}/` });
  if (problems.length) throw new Error(`${where}: ${problems.map((p) => `${p.pointer || '/'} ${p.message}`).join('; ')}`);
  const key = keyOf(kind, body)!;
  if (path.basename(file, '.json') !== key) throw new Error(`${where}: file name must be the definition key "${key}"`);
  return { kind, key, body, file };
}
