import path from 'node:path';
import type { LayoutDefinition } from '../../../common/definitions/kinds/layout.ts';
import { readDefinitionFile, SCHEMAS_DIR } from '../definitions/definition-files.ts';

let shipped: LayoutDefinition | undefined;

/** schemas/layout/defaultHome.json: the home layout of a tenant whose administrator has stored none. */
export function shippedDefaultLayout(): LayoutDefinition {
  shipped ??= readDefinitionFile('layout', path.join(SCHEMAS_DIR, 'layout', 'defaultHome.json')).body as unknown as LayoutDefinition;
  return shipped;
}
