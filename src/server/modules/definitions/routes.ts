import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFINITION_KINDS } from '../../../common/definitions/versions.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { definitionHistory, diffVersions, getDefinition, listDefinitions, rollbackDefinition, saveDefinition, validateBody } from './author-definitions.ts';

const tags = ['definitions'];
const Kind = Type.Unsafe<(typeof DEFINITION_KINDS)[number]>({ type: 'string', enum: [...DEFINITION_KINDS] });
const Key = Type.String({ minLength: 1, maxLength: 100 });
const Version = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const Problem = Type.Object({ pointer: Type.String(), message: Type.String() });
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String(), errors: Type.Optional(Type.Array(Problem)) });
const Saved = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(Type.Object({ key: Type.String(), version: Type.Integer() })) });
const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });

/** Authoring of stored definitions (sysAdmin only): browse by kind, get, validate, save as a new version, history, diff, rollback. */
export async function definitionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/form/definition/v1';

  app.get(`${base}/list`, {
    schema: {
      tags, summary: 'Current definitions of a kind', querystring: Type.Object({ kind: Kind }),
      response: replies(Type.Array(Type.Object({
        kind: Type.String(), key: Type.String(), name: Type.String(), version: Type.Integer(), schemaVersion: Type.Integer(),
        updatedAt: Type.String(), updatedBy: Type.Union([Type.String(), Type.Null()]),
      }))),
    },
  }, (request) => listDefinitions(db, principalOf(request), request.lang, request.query.kind));

  app.get(`${base}/get`, {
    schema: {
      tags, summary: 'The current version of a definition, or the given version (body upgraded to the current schemaVersion)',
      querystring: Type.Object({ kind: Kind, key: Key, version: Type.Optional(Version) }),
      response: replies(Type.Object({
        kind: Type.String(), key: Type.String(), version: Type.Integer(), isCurrent: Type.Boolean(),
        comment: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(), body: Type.Record(Type.String(), Type.Unknown()),
      })),
    },
  }, (request) => getDefinition(db, principalOf(request), request.query.kind, request.query.key, request.query.version));

  app.post(`${base}/validate`, {
    schema: {
      tags, summary: 'Validates a body against its kind\'s meta schema and references: `{ valid, errors: [{ pointer, message }] }`',
      body: Type.Object({ kind: Kind, body: Type.Unknown() }),
      response: replies(Type.Object({ valid: Type.Boolean(), errors: Type.Array(Problem) })),
    },
  }, async (request) => {
    const errors = await validateBody(db, principalOf(request), request.body.kind, request.body.body);
    return { valid: errors.length === 0, errors };
  });

  app.post(`${base}/save`, {
    schema: {
      tags, summary: 'Saves a body as a new version; baseVersion = the version edited (0 for a new key), else 409; invalid: 400 with errors',
      body: Type.Object({ kind: Kind, body: Type.Unknown(), baseVersion: Type.Integer({ minimum: 0 }), comment: Type.Optional(Type.String({ maxLength: 500 })) }),
      response: replies(Saved),
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await saveDefinition(db, principalOf(request), request.body)));

  app.get(`${base}/history`, {
    schema: {
      tags, summary: 'Versions of a definition, newest first', querystring: Type.Object({ kind: Kind, key: Key }),
      response: replies(Type.Array(Type.Object({
        version: Type.Integer(), isCurrent: Type.Boolean(), comment: Type.Union([Type.String(), Type.Null()]),
        createdAt: Type.String(), createdBy: Type.Union([Type.String(), Type.Null()]),
      }))),
    },
  }, (request) => definitionHistory(db, principalOf(request), request.query.kind, request.query.key));

  app.get(`${base}/diff`, {
    schema: {
      tags, summary: 'JSON-pointer changes from one version to another', querystring: Type.Object({ kind: Kind, key: Key, from: Version, to: Version }),
      response: replies(Type.Object({
        from: Type.Integer(), to: Type.Integer(),
        changes: Type.Array(Type.Object({ op: Type.String(), pointer: Type.String(), from: Type.Optional(Type.Unknown()), to: Type.Optional(Type.Unknown()) })),
      })),
    },
  }, (request) => diffVersions(db, principalOf(request), request.query.kind, request.query.key, request.query.from, request.query.to));

  app.post(`${base}/rollback`, {
    schema: {
      tags, summary: 'A new current version with the body of an old one (baseVersion must be current, else 409)',
      body: Type.Object({ kind: Kind, key: Key, version: Version, baseVersion: Type.Integer({ minimum: 1 }) }),
      response: replies(Saved),
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await rollbackDefinition(db, principalOf(request), request.body)));
}
