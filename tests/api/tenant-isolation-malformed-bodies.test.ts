import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';

interface JsonSchema { type?: string; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] }
interface Operation { parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
interface Target { method: string; url: string; body?: JsonSchema }

/** `METHOD /full/path` of every route, read from Fastify's route tree (hidden routes included). */
function routesOf(printed: string): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(',').map((m) => m.trim()) ?? []) found.push({ method, path: stack.join('') });
  }
  return found;
}

/** A body of the right shape with every typed property given a value of the wrong type. */
function wrongTypes(schema: JsonSchema | undefined): Record<string, unknown> | undefined {
  const object = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].find((s) => s?.type === 'object' && s.properties);
  if (!object?.properties) return undefined;
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(object.properties)) {
    if (property.type === 'object') body[name] = 'not an object';
    else if (property.type === 'array') body[name] = { not: 'a list' };
    else if (property.type) body[name] = { not: [property.type] };
  }
  return Object.keys(body).length ? body : undefined;
}

const sample = (schema: JsonSchema | undefined) => (schema?.type === 'integer' || schema?.type === 'number' ? '1' : 'x');

/** Every POST and PUT under /api, whoever wrote it: a malformed body is a 400 with a message, never a 500. */
describe('malformed bodies on every POST/PUT route', () => {
  let t: TestApp;
  let targets: Target[];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const documented = new Map<string, Operation>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
    targets = [...routesOf(t.app.printRoutes({ commonPrefix: false }))]
      .filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.path.startsWith('/api/'))
      .map(({ method, path }) => {
        const operation = documented.get(`${method} ${path}`);
        const query = (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${sample(p.schema)}`);
        const url = path.replace(/:(\w+)/g, '1') + (query.length ? `?${query.join('&')}` : '');
        return { method, url, body: operation?.requestBody?.content?.['application/json']?.schema };
      });
  });
  afterAll(async () => { await t?.close(); });

  it('finds the routes to try, this module\'s among them', () => {
    expect(targets.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/uc/api/user/v1/users/queryByType', '/api/portal/sys/dataDict/v1/all/dict']));
  });

  it('answers 400 with a message to an array, a string and wrongly typed fields on routes that take a body', async () => {
    const session = await t.login('univ', 'admin');
    const failures: string[] = [];
    for (const target of targets.filter((r) => r.body)) {
      const wrong = wrongTypes(target.body);
      for (const payload of [[1, 2], 'just a string', ...(wrong ? [wrong] : [])]) {
        const res = await t.request({ method: target.method, url: target.url, session, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        const message = res.headers['content-type']?.toString().includes('json') ? (res.json() as { message?: unknown }).message : undefined;
        if (res.statusCode !== 400 || typeof message !== 'string' || !message) {
          failures.push(`${target.method} ${target.url} ${JSON.stringify(payload).slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 on routes that take no body (each with a session of its own, as some end it)', async () => {
    const failures: string[] = [];
    for (const target of targets.filter((r) => !r.body)) {
      const session: Session = await t.login('univ', 'staff2');
      for (const payload of [[1, 2], 'just a string']) {
        const res = await t.request({ method: target.method, url: target.url, session, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        if (res.statusCode >= 500) failures.push(`${target.method} ${target.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
