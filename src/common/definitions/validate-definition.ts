import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { metaSchemaOf } from './meta-schema.ts';
import { localizeAjvErrors, problemMessages } from './problem-messages.ts';
import type { Language } from '../i18n/languages.ts';
import { joinPointer } from './pointer.ts';
import { DEFINITION_KINDS, isDefinitionKind, KEY_PROPERTY, type DefinitionKind } from './versions.ts';

/** One problem of a definition: where (a JSON pointer into the definition) and what. */
export interface DefinitionProblem {
  pointer: string;
  message: string;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
let compiled: Map<DefinitionKind, ValidateFunction> | undefined;

function validators(): Map<DefinitionKind, ValidateFunction> {
  if (!compiled) {
    const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
    compiled = new Map(DEFINITION_KINDS.map((kind) => [kind, ajv.compile(metaSchemaOf(kind))]));
  }
  return compiled;
}

/** Problems of a definition against its kind's meta schema (empty: valid). Union branches report their most specific failure. */
export function validateDefinition(kind: DefinitionKind, body: unknown, lang: Language = 'en-US'): DefinitionProblem[] {
  const validate = validators().get(kind)!;
  if (validate(body)) return [];
  return simplify(localizeAjvErrors([...(validate.errors ?? [])], lang), lang);
}

/** Validates a body that names its own kind (`kind` property). */
export function validateAnyDefinition(body: unknown, lang: Language = 'en-US'): DefinitionProblem[] {
  const kind = (body as { kind?: unknown } | null)?.kind;
  if (!isDefinitionKind(kind)) return [{ pointer: '/kind', message: problemMessages(lang).noKind(DEFINITION_KINDS.join(', ')) }];
  return validateDefinition(kind, body, lang);
}

/** The key a definition is stored under (`alias`, or `key` for forms). */
export function keyOf(kind: DefinitionKind, body: unknown): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[KEY_PROPERTY[kind]];
  return typeof value === 'string' ? value : undefined;
}

function simplify(errors: ErrorObject[], lang: Language): DefinitionProblem[] {
  const toProblem = problemOf(lang);
  // anyOf / oneOf add a summary error plus each branch's errors; keep the branch errors at the deepest pointer.
  const problems = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf').map(toProblem);
  const deepest = new Map<string, DefinitionProblem>();
  for (const p of problems) if (!deepest.has(`${p.pointer} ${p.message}`)) deepest.set(`${p.pointer} ${p.message}`, p);
  const list = [...deepest.values()];
  return list.length ? list : errors.map(toProblem);
}

const problemOf = (lang: Language) => (e: ErrorObject): DefinitionProblem => {
  const text = problemMessages(lang);
  const params = e.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
  if (e.keyword === 'required' && params.missingProperty) {
    return { pointer: joinPointer(e.instancePath, params.missingProperty), message: text.required };
  }
  if (e.keyword === 'additionalProperties' && params.additionalProperty) {
    return { pointer: joinPointer(e.instancePath, params.additionalProperty), message: text.notAllowed };
  }
  if (e.keyword === 'enum' && params.allowedValues) {
    return { pointer: e.instancePath, message: text.oneOf(params.allowedValues.join(', ')) };
  }
  return { pointer: e.instancePath, message: e.message ?? e.keyword };
};
