import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

/**
 * Every documented route with malformed path parameters, queries and bodies: each answer is a 4xx (or a success)
 * whose text carries no SQL and no stack. One request per (route, place, malformation), signed in as a tenant
 * administrator, and anonymously for the routes that answer anonymous callers.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  $ref?: string;
}
interface Parameter { in: string; name: string; required?: boolean; schema?: Schema }
interface Operation { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
interface Document { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

/** Where a malformation puts its value: a string, an integer or number, or a value of no declared type. */
type Leaf = 'string' | 'integer' | 'number' | 'free';
interface Malformation { name: string; value(leaf: Leaf): unknown; /** ajv must refuse it in a leaf typed integer */ pastInt4?: boolean }
/** Whether a malformation found a leaf, and whether one of them was typed integer. */
interface Hit { any: boolean; integer?: boolean }

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** 10,000 levels of arrays and objects, as JSON text (JSON.stringify itself gives up long before). */
const DEEP_JSON = '[{"a":'.repeat(5_000) + '1' + '}]'.repeat(5_000);
const DEEP = '\u0001deep\u0001';
const toJson = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(DEEP), DEEP_JSON);

const MALFORMATIONS: Malformation[] = [
  { name: 'NUL byte', value: (leaf) => (leaf === 'string' || leaf === 'free' ? 'a\u0000b' : undefined) },
  { name: 'lone surrogate', value: (leaf) => (leaf === 'string' || leaf === 'free' ? 'a\ud800b' : undefined) },
  { name: 'integer past int4', pastInt4: true, value: (leaf) => (leaf === 'integer' || leaf === 'free' ? 2_147_483_648 : leaf === 'number' ? 1e300 : undefined) },
  { name: 'integer below int4', pastInt4: true, value: (leaf) => (leaf === 'integer' || leaf === 'free' ? -2_147_483_649 : leaf === 'number' ? -1e300 : undefined) },
  { name: 'largest int4', value: (leaf) => (leaf === 'integer' || leaf === 'free' ? 2_147_483_647 : undefined) },
  { name: 'negative integer', value: (leaf) => (leaf === 'integer' || leaf === 'number' ? -1 : undefined) },
  { name: '1 MB string', value: (leaf) => (leaf === 'string' || leaf === 'free' ? MEGABYTE : undefined) },
  { name: 'deep nesting', value: (leaf) => (leaf === 'free' ? DEEP : undefined) },
];

/** What a path or query parameter looks like in a URL; lone surrogates cannot be UTF-8, so they come as CESU bytes. */
function urlText(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return value.split('\ud800').map((part) => encodeURIComponent(part)).join('%ED%A0%80');
}

/** A value the schema accepts, with `malform` deciding the leaves it has a value for; `hit` records that it did. */
function sample(doc: Document, schema: Schema | undefined, malform: Malformation | undefined, hit: Hit, depth = 0): unknown {
  if (!schema || depth > 12) return 'x';
  if (schema.$ref) return sample(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], malform, hit, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(doc, part, malform, hit, depth + 1)) as object[]);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const options = variants.filter((v) => v.type !== 'null');
    // A value past int4 may still fit another variant (a string of digits, say): only `any` counts then.
    const inner: Hit = { any: false };
    const value = sample(doc, options[0] ?? variants[0], malform, options.length > 1 ? inner : hit, depth + 1);
    hit.any ||= inner.any;
    return value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const leaf = (kind: Leaf, valid: unknown) => {
    const bad = malform?.value(kind);
    if (bad === undefined) return valid;
    hit.any = true;
    if (kind === 'integer') hit.integer = true;
    return bad;
  };
  switch (type) {
    case 'object': {
      if (!schema.properties || Object.keys(schema.properties).length === 0) return leaf('free', {});
      return Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, sample(doc, property, malform, hit, depth + 1)]));
    }
    case 'array': return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(doc, schema.items, malform, hit, depth + 1));
    case 'string': {
      if (schema.pattern || schema.format === 'uuid' || schema.format === 'date' || schema.format === 'date-time') {
        const valid = schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : schema.format === 'date' ? '2026-01-01' : schema.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'x';
        return leaf('string', valid);
      }
      return leaf('string', 'x'.repeat(Math.max(1, schema.minLength ?? 1)));
    }
    case 'integer': return leaf('integer', Math.max(1, schema.minimum ?? 1));
    case 'number': return leaf('number', Math.max(1, schema.minimum ?? 1));
    case 'boolean': return true;
    default: return leaf('free', 'x');
  }
}

interface Target { method: string; path: string; operation: Operation; body?: Schema }
interface Attempt { target: Target; place: string; malformation: string; url: string; payload?: string | Buffer; contentType?: string; headers?: Record<string, string>; /** a typed integer got a value past int4 */ pastInt4?: boolean }

function targetsOf(doc: Document): Target[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    operation,
    body: operation.requestBody?.content?.['application/json']?.schema,
  })));
}

/** The URL of a target with every parameter valid, except those of `place` that the malformation has a value for. */
function urlOf(doc: Document, target: Target, place: 'path' | 'query' | undefined, malform: Malformation | undefined, hit: Hit): string {
  const parameters = target.operation.parameters ?? [];
  const value = (p: Parameter) => urlText(sample(doc, p.schema, p.in === place ? malform : undefined, hit));
  const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? value(parameter) : '1';
  });
  const query = parameters.filter((p) => p.in === 'query' && (p.required || p.in === place)).map((p) => `${encodeURIComponent(p.name)}=${value(p)}`);
  return path + (query.length ? `?${query.join('&')}` : '');
}

function attemptsOf(doc: Document, target: Target): Attempt[] {
  const attempts: Attempt[] = [];
  for (const malformation of MALFORMATIONS) {
    for (const place of ['path', 'query'] as const) {
      const hit: Hit = { any: false };
      const url = urlOf(doc, target, place, malformation, hit);
      if (hit.any) attempts.push({ target, place, malformation: malformation.name, url, pastInt4: malformation.pastInt4 && hit.integer, payload: target.body ? toJson(sample(doc, target.body, undefined, { any: false })) : undefined });
    }
    if (target.body) {
      const hit: Hit = { any: false };
      const payload = toJson(sample(doc, target.body, malformation, hit));
      if (hit.any) attempts.push({ target, place: 'body', malformation: malformation.name, url: urlOf(doc, target, undefined, undefined, { any: false }), payload, pastInt4: malformation.pastInt4 && hit.integer });
    }
  }
  const plainUrl = urlOf(doc, target, undefined, undefined, { any: false });
  if (target.body) {
    attempts.push({ target, place: 'body', malformation: 'deeply nested body', url: plainUrl, payload: DEEP_JSON });
    // JSON escapes that ajv sees only as strings: NUL and a lone low surrogate in a property name as well as a value.
    attempts.push({ target, place: 'body', malformation: 'escaped NUL and surrogate keys', url: plainUrl, payload: '{"a\\u0000":"\\udc00","params":{"\\ud800":"\\u0000"}}' });
    const properties = JSON.stringify(target.body);
    if (properties.includes('"querys"')) {
      for (const [name, querys] of Object.entries(FILTERS)) {
        attempts.push({ target, place: 'filter', malformation: name, url: plainUrl, payload: toJson({ ...(sample(doc, target.body, undefined, { any: false }) as object), querys }) });
      }
    }
  }
  // Over HTTP no header carries a NUL (Node refuses it), but an injected or proxied request might.
  const validBody = target.body ? toJson(sample(doc, target.body, undefined, { any: false })) : undefined;
  for (const [name, bad] of [['NUL byte', '\u0000'], ['lone surrogate', '\ud800']]) {
    attempts.push({ target, place: 'headers', malformation: name!, url: plainUrl, payload: validBody, headers: { 'accept-language': `zh-CN${bad}`, 'x-client-note': `a${bad}b` } });
  }
  if (target.method === 'POST' || target.method === 'PUT') attempts.push({ target, place: 'multipart', malformation: 'NUL in file name and field', url: plainUrl, ...multipart() });
  return attempts;
}

/** Query filters (api-conventions.md) with unknown operations, properties and values no column holds. */
const FILTERS: Record<string, unknown[]> = {
  'unknown operation': [{ property: 'id', value: 1, operation: 'DROP' }],
  'unknown operation, lower case': [{ property: 'name', value: 'x', operation: 'like; select 1' }],
  'NUL in property': [{ property: 'id\u0000', value: 1 }],
  'id past int4': [{ property: 'id', value: 2_147_483_648, operation: 'EQUAL' }],
  'id BETWEEN past int4': [{ property: 'id', value: [-2_147_483_649, 2_147_483_648], operation: 'BETWEEN' }],
  'id IN with text': [{ property: 'id', value: ['a\u0000', 'b\ud800'], operation: 'IN' }],
  'id as nested object': [{ property: 'id', value: { a: [1] }, operation: 'GREAT' }],
  'name with NUL': [{ property: 'name', value: 'a\u0000', operation: 'LIKE' }],
  'subject with surrogate': [{ property: 'subject', value: 'a\ud800', operation: 'RIGHT_LIKE' }],
  'createTime not a date': [{ property: 'createTime', value: '2026-99-99', operation: 'GREAT_EQUAL' }],
  'unknown relation and group': [{ property: 'id', value: 1, relation: 'XOR', group: 'g\u0000' }],
};

function multipart(): { payload: Buffer; contentType: string } {
  const boundary = '----fuzz';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="flowKey"\r\n\r\na\u0000b\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`,
    `--${boundary}--\r\n`,
  ];
  return { payload: Buffer.from(parts.join(''), 'utf8'), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A NUL (in a header, the URL or as a JSON escape) or a lone surrogate: the input guard must refuse these everywhere but in multipart parts. */
const carriesUnstorableText = (attempt: Attempt) => attempt.place === 'headers' || (attempt.place !== 'multipart'
  && (attempt.url.includes('%00') || /\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(typeof attempt.payload === 'string' ? attempt.payload : '')));

/** Text a client must never see: database errors and stack frames. */
const LEAK = /invalid byte sequence|unsupported Unicode escape|out of range for type|invalid input syntax|violates .* constraint|syntax error at|relation "|column "|\bat (async )?[\w.<>]+ \(|node_modules|\.ts:\d+:\d+|RangeError|TypeError|stack depth/i;

describe('malformed input on every documented route', () => {
  let t: TestApp;
  let doc: Document;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as Document;
    admin = await t.login('univ', 'admin');
  });
  afterAll(async () => { await t?.close(); });

  const send = (attempt: Attempt, session?: Session) => t.request({
    method: attempt.target.method,
    url: attempt.url,
    session,
    payload: attempt.payload,
    headers: { ...(attempt.payload === undefined ? {} : { 'content-type': attempt.contentType ?? 'application/json' }), ...attempt.headers },
  });
  const problem = (attempt: Attempt, who: string, res: LightMyRequestResponse) => {
    const text = res.body.length > 20_000 ? res.body.slice(0, 20_000) : res.body;
    const refused = res.statusCode === 400 && /"message":"[^"]*NUL/.test(text);
    if (res.statusCode < 500 && !LEAK.test(text) && (refused || !carriesUnstorableText(attempt)) && (res.statusCode === 400 || !attempt.pastInt4)) return undefined;
    return `${who} ${attempt.target.method} ${attempt.target.path} ${attempt.place}: ${attempt.malformation} -> ${res.statusCode} ${text.slice(0, 160)}`;
  };

  it('walks the routes of the OpenAPI document, with path, query and body parameters among them', () => {
    const targets = targetsOf(doc);
    expect(targets.length).toBeGreaterThan(200);
    // Only the places are kept: the attempts themselves carry megabytes each.
    const places = new Set(targets.flatMap((target) => attemptsOf(doc, target).map((attempt) => attempt.place)));
    expect([...places].sort()).toEqual(['body', 'filter', 'headers', 'multipart', 'path', 'query']);
  });

  it('answers no malformed request with a 5xx or with SQL or stack text, signed in or anonymously', async () => {
    const failures: string[] = [];
    for (const target of targetsOf(doc)) {
      // Public routes are the ones that answer an anonymous caller with anything but 401.
      const anonymous = await t.request({ method: target.method, url: urlOf(doc, target, undefined, undefined, { any: false }) });
      const isPublic = anonymous.statusCode !== 401;
      for (const attempt of attemptsOf(doc, target)) {
        let res = await send(attempt, admin);
        if (res.statusCode === 401) {
          // The route ended the session (sign-out, password change): sign in again and retry once.
          admin = await t.login('univ', 'admin');
          res = await send(attempt, admin);
          // Still 401 is the route's own answer (a token in the query, say) only if the session itself lives on.
          if (res.statusCode === 401 && (await t.request({ method: 'GET', url: '/api/uc/login/user/info', session: admin })).statusCode !== 200) {
            failures.push(`admin ${attempt.target.method} ${attempt.target.path} ${attempt.place}: ${attempt.malformation} -> a fresh session is refused at once`);
          }
        }
        const signedIn = problem(attempt, 'admin', res);
        if (signedIn) failures.push(signedIn);
        if (isPublic) {
          const anonymousProblem = problem(attempt, 'anonymous', await send(attempt));
          if (anonymousProblem) failures.push(anonymousProblem);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers a NUL byte, a lone surrogate and an integer past int4 with 400 and the localised validation message', async () => {
    const cases = [
      { url: '/api/uc/api/user/v1/users/queryByType', payload: '{"querys":[{"property":"account\\u0000","value":"a"}]}' },
      { url: '/api/uc/api/user/v1/users/queryByType', payload: '{"sorter":[{"property":"account\\ud800"}]}' },
      { url: '/api/uc/api/user/v1/users/queryByType', payload: '{"pageBean":{"page":2147483648}}' },
    ];
    for (const { url, payload } of cases) {
      for (const [language, prefix] of [['zh-CN', '请求参数不正确：'], ['en-US', 'Invalid request: ']] as const) {
        const res = await t.request({ method: 'POST', url, session: admin, payload, headers: { 'content-type': 'application/json', 'accept-language': language } });
        expect(res.statusCode, `${payload} ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ state: false, message: expect.stringContaining(prefix) });
      }
    }
  });
});
