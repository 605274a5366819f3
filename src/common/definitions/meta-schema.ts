import { KIND_SCHEMAS } from './kinds/index.ts';
import type { DefinitionKind } from './versions.ts';

export const META_SCHEMA_BASE = 'https://patent-portal.local/schemas/meta/';

/** The JSON Schema (draft-07) of a kind as written to schemas/meta/<kind>.schema.json. */
export function metaSchemaOf(kind: DefinitionKind): Record<string, unknown> {
  // JSON round trip drops TypeBox's symbol keys; key order: $schema and $id first.
  const body = JSON.parse(JSON.stringify(KIND_SCHEMAS[kind])) as Record<string, unknown>;
  return { $schema: 'http://json-schema.org/draft-07/schema#', $id: `${META_SCHEMA_BASE}${kind}.schema.json`, ...body };
}

/** The text of the meta schema file (stable: two-space JSON and a final newline). */
export function metaSchemaText(kind: DefinitionKind): string {
  return `${JSON.stringify(metaSchemaOf(kind), null, 2)}\n`;
}
