import type { JSONSchema7 } from 'json-schema';
import type { DefinitionProblem } from '../../../common/api/definitions.ts';
import { orderBySchema } from './order-by-schema.ts';
import { validateDefinition } from '../../../common/definitions/validate-definition.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import type { Language } from '../../../common/i18n/languages.ts';

export type ParsedText =
  | { ok: true; body: Record<string, unknown>; problems: DefinitionProblem[] }
  | { ok: false; syntaxError: string };

/** The editor's text as a definition body, with the meta schema's problems (the server adds reference checks). */
export function parseDefinitionText(kind: DefinitionKind, text: string, lang: Language): ParsedText {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { ok: false, syntaxError: (error as Error).message };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, syntaxError: 'a definition is a JSON object' };
  return { ok: true, body: body as Record<string, unknown>, problems: validateDefinition(kind, body, lang) };
}

/** Pretty JSON of a stored body in its author's key order (order is data: a form without a layout shows its fields so). */
export const formatBody = (body: unknown) => `${JSON.stringify(body, null, 2)}\n`;

/** Pretty JSON of a new definition's starter, keys in the meta schema's order when the schema is known. */
export const formatStarter = (body: unknown, schema?: JSONSchema7) => formatBody(orderBySchema(body, schema));
