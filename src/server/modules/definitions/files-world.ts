import fs from 'node:fs';
import path from 'node:path';
import { isTableDict } from '../../../common/enums/table-dicts.ts';
import type { ReferenceWorld } from '../../../common/definitions/check-references.ts';
import { DICT_TYPE_NAMES } from '../../../common/enums/dict-types.ts';
import { DEMO_DICTS } from '../../db/seed/demo-dicts.ts';
import { SCHEMAS_DIR, type DefinitionFile } from './definition-files.ts';
import { viewFields } from './view-fields.ts';

/**
 * What the shipped definitions may name, as a new tenant gets it: the files under schemas/ (definitions, and the
 * flows in schemas/flows by file name), the seeded dictionaries, and the registered views.
 */
export function filesWorld(files: readonly DefinitionFile[], dir = SCHEMAS_DIR): ReferenceWorld {
  const flowsDir = path.join(dir, 'flows');
  const flows = new Set(fs.existsSync(flowsDir) ? fs.readdirSync(flowsDir).filter((n) => n.endsWith('.bpmn')).map((n) => path.basename(n, '.bpmn')) : []);
  const dicts = new Set([...Object.keys(DICT_TYPE_NAMES), ...DEMO_DICTS.map((d) => d.typeKey)]);
  return {
    definition: async (kind, key) => files.find((f) => f.kind === kind && f.key === key)?.body,
    viewFields,
    flowExists: async (defKey) => flows.has(defKey),
    dictExists: async (typeKey) => dicts.has(typeKey) || isTableDict(typeKey),
  };
}
