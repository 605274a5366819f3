import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

/** What a PostgreSQL int4 column holds: the bounds every route integer gets unless its schema sets its own. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

type Schema = Record<string | symbol, unknown>;
const SCHEMA_PARTS = ['body', 'querystring', 'query', 'params', 'headers'] as const;
const NESTED_ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const NESTED_MANY = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const NESTED_MAP = ['properties', 'patternProperties'] as const;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/**
 * A copy of `schema` in which every `integer` without a bound of its own gets the int4 one (shared TypeBox objects
 * stay untouched; parts without integers are returned as they are).
 */
export function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(boundIntegers);
    return items.some((item, i) => item !== schema[i]) ? items : schema;
  }
  if (!isSchema(schema)) return schema;
  let copy: Schema | undefined;
  const set = (key: string, value: unknown) => {
    copy ??= { ...schema };
    copy[key] = value;
  };
  if (typesOf(schema).includes('integer')) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) set('minimum', INT4_MIN);
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) set('maximum', INT4_MAX);
  }
  for (const key of [...NESTED_ONE, ...NESTED_MANY]) {
    if (schema[key] === undefined) continue;
    const bounded = boundIntegers(schema[key]);
    if (bounded !== schema[key]) set(key, bounded);
  }
  for (const key of NESTED_MAP) {
    const map = schema[key];
    if (!isSchema(map)) continue;
    const entries = Object.entries(map).map(([name, value]) => [name, boundIntegers(value)] as const);
    if (entries.some(([name, value]) => value !== map[name])) set(key, Object.fromEntries(entries));
  }
  return copy ?? schema;
}

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Where in `value` a string (or property name) holds text no database column stores, as `place/a/0/b`; else undefined. */
export function findUnstorableText(value: unknown, place: string): string | undefined {
  // An explicit stack: JSON bodies may nest far deeper than the call stack.
  const stack: [unknown, string][] = [[value, place]];
  while (stack.length) {
    const [current, where] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return where;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${where}/${i}`]);
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return `${where}/${key.replace(UNSTORABLE, '\ufffd')}`;
        stack.push([item, `${where}/${key}`]);
      }
    }
  }
  return undefined;
}

function checkRequest(request: FastifyRequest): void {
  const parts: [unknown, string][] = [[request.params, 'params'], [request.query, 'querystring'], [request.body, 'body'], [request.headers, 'headers']];
  for (const [value, place] of parts) {
    const where = findUnstorableText(value, place);
    if (where) throw badRequest('unstorableText', { where });
  }
}

/**
 * Malformed input is a 400 before any handler or SQL sees it: route integers hold no more than int4 (ajv checks
 * the bound), and no string of params, query, body or headers carries a NUL or a lone UTF-16 surrogate.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.schema) return;
    const schema = route.schema as Record<string, unknown>;
    const bounded = Object.fromEntries(SCHEMA_PARTS.filter((part) => schema[part] !== undefined).map((part) => [part, boundIntegers(schema[part])]));
    route.schema = { ...route.schema, ...bounded };
  });
  app.addHook('preValidation', async (request) => checkRequest(request));
});
