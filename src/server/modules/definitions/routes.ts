import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DefinitionDiff, DefinitionFailure, DefinitionHistoryRow, DefinitionKey, DefinitionKindName, DefinitionSaved, DefinitionSummary,
  DefinitionValidation, DefinitionVersion, DefinitionVersionNo,
} from '../../../common/api/definitions.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { definitionHistory, diffVersions, getDefinition, listDefinitions, rollbackDefinition, saveDefinition, validateBody } from './author-definitions.ts';
import { listViewFields } from './view-field-list.ts';

const tags = ['definitions'];
const Kind = DefinitionKindName;
const Key = DefinitionKey;
const Version = DefinitionVersionNo;
const Failure = DefinitionFailure;
const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });

/** Authoring of stored definitions (sysAdmin only): browse by kind, get, validate, save as a new version, history, diff, rollback; a view's fields. */
export async function definitionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/form/definition/v1';

  app.get(`${base}/list`, {
    schema: {
      tags, summary: 'Current definitions of a kind', querystring: Type.Object({ kind: Kind }),
      response: replies(Type.Array(DefinitionSummary)),
    },
  }, (request) => listDefinitions(db, principalOf(request), request.lang, request.query.kind));

  app.get(`${base}/get`, {
    schema: {
      tags, summary: 'The current version of a definition, or the given version (body upgraded to the current schemaVersion)',
      querystring: Type.Object({ kind: Kind, key: Key, version: Type.Optional(Version) }),
      response: replies(DefinitionVersion),
    },
  }, (request) => getDefinition(db, principalOf(request), request.query.kind, request.query.key, request.query.version));

  app.post(`${base}/validate`, {
    schema: {
      tags, summary: 'Validates a body against its kind\'s meta schema and references: `{ valid, errors: [{ pointer, message }] }`',
      body: Type.Object({ kind: Kind, body: Type.Unknown() }),
      response: replies(DefinitionValidation),
    },
  }, async (request) => {
    const errors = await validateBody(db, principalOf(request), request.body.kind, request.body.body, request.lang);
    return { valid: errors.length === 0, errors };
  });

  app.post(`${base}/save`, {
    schema: {
      tags, summary: 'Saves a body as a new version; baseVersion = the version edited (0 for a new key), else 409; invalid: 400 with errors',
      body: Type.Object({ kind: Kind, body: Type.Unknown(), baseVersion: Type.Integer({ minimum: 0 }), comment: Type.Optional(Type.String({ maxLength: 500 })) }),
      response: replies(DefinitionSaved),
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await saveDefinition(db, principalOf(request), request.body, request.lang)));

  app.get(`${base}/history`, {
    schema: {
      tags, summary: 'Versions of a definition, newest first', querystring: Type.Object({ kind: Kind, key: Key }),
      response: replies(Type.Array(DefinitionHistoryRow)),
    },
  }, (request) => definitionHistory(db, principalOf(request), request.query.kind, request.query.key));

  app.get(`${base}/diff`, {
    schema: {
      tags, summary: 'JSON-pointer changes from one version to another', querystring: Type.Object({ kind: Kind, key: Key, from: Version, to: Version }),
      response: replies(DefinitionDiff),
    },
  }, (request) => diffVersions(db, principalOf(request), request.query.kind, request.query.key, request.query.from, request.query.to));

  app.post(`${base}/rollback`, {
    schema: {
      tags, summary: 'A new current version with the body of an old one (baseVersion must be current, else 409)',
      body: Type.Object({ kind: Kind, key: Key, version: Version, baseVersion: Type.Integer({ minimum: 1 }) }),
      response: replies(DefinitionSaved),
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await rollbackDefinition(db, principalOf(request), request.body, request.lang)));

  app.get(`${base}/viewFields`, {
    schema: {
      tags, summary: 'The fields a registered SQL view offers definitions (the designers pick from them; saving accepts only them)',
      querystring: Type.Object({ sqlAlias: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,62}$' }) }),
      response: replies(Type.Array(Type.String())),
    },
  }, (request) => listViewFields(db, principalOf(request), request.query.sqlAlias));
}
