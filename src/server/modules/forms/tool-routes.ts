import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { pinyin } from 'pinyin-pro';
import { withTenant } from '../../db/database.ts';
import { principalOf } from '../../lib/context.ts';
import { ok } from '../../lib/reply.ts';
import { nextIdentity } from './next-identity.ts';
import { requireSerialUse } from './serial-access.ts';
import { TextReply as Envelope } from '../../../common/api/forms.ts';

const Failure = Type.Object({ state: Type.Literal(false), message: Type.String() });

/** Portal-host helpers of forms: serial numbers (identity) and pinyin. */
export async function formToolRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/sys/identity/v1/getNextIdByAlias', {
    schema: {
      tags: ['forms'], summary: 'The next serial number of an identity rule (counter + date + fixed text; unique under concurrency); only for a caller who may add records of a bo declaring it',
      querystring: Type.Object({ alias: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: Envelope, '4xx': Failure },
    },
  }, async (request) => {
    const principal = principalOf(request);
    return ok('', await withTenant(fastify.db, principal.tenantId, async (tx) => {
      await requireSerialUse(tx, principal, request.query.alias);
      return nextIdentity(tx, principal.tenantId, request.query.alias);
    }));
  });

  app.get('/base/tools/v1/getPinyin', {
    schema: {
      tags: ['forms'], summary: 'Pinyin of Chinese text without tones: type 1 = full (lower case, no spaces), otherwise initials',
      querystring: Type.Object({ chinese: Type.String({ maxLength: 500 }), type: Type.Optional(Type.String({ maxLength: 10 })) }),
      response: { 200: Envelope, '4xx': Failure },
    },
  }, async (request) => {
    const { chinese, type } = request.query;
    const full = type === '1' || type === 'full';
    const value = pinyin(chinese, { toneType: 'none', pattern: full ? 'pinyin' : 'first', type: 'array', nonZh: 'consecutive' }).join('');
    return ok('', value.replace(/\s+/g, ''));
  });
}
