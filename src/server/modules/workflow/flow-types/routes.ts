import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  FlowSetTypeBody, FlowTypeAddBody, FlowTypeIdQuery, FlowTypeRenameBody, FlowTypeRow, FlowTypeSaved, FlowTypeSortBody,
} from '../../../../common/api/flow-types.ts';
import { principalOf } from '../../../lib/context.ts';
import { translatorFor } from '../../../lib/i18n.ts';
import { ok } from '../../../lib/reply.ts';
import { Done, replies } from '../schemas.ts';
import { addFlowType } from './add-flow-type.ts';
import { listFlowTypes } from './list-flow-types.ts';
import { removeFlowType } from './remove-flow-type.ts';
import { renameFlowType } from './rename-flow-type.ts';
import { setFlowType } from './set-flow-type.ts';
import { sortFlowTypes } from './sort-flow-types.ts';

const tags = ['workflow'];
const base = '/flow/type/v1';

/** Flow-category administration on host bpmModel (sysAdmin): list with flow counts, add, rename, sort, delete, assign a flow. */
export async function flowTypeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.get(`${base}/list`, {
    schema: { tags, summary: 'The flow categories in their order, with the number of flows in each', response: replies(Type.Array(FlowTypeRow)) },
  }, (request) => listFlowTypes(db, principalOf(request)));

  app.post(`${base}/add`, {
    schema: { tags, summary: 'Adds a category at the end; key and Chinese name unique', body: FlowTypeAddBody, response: replies(FlowTypeSaved) },
  }, async (request) => {
    const id = await addFlowType(db, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('saved'), value: String(id) };
  });

  app.post(`${base}/rename`, {
    schema: { tags, summary: 'Renames a category (Chinese and English name); the key stays', body: FlowTypeRenameBody, response: replies(FlowTypeSaved) },
  }, async (request) => {
    const id = await renameFlowType(db, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('saved'), value: String(id) };
  });

  app.post(`${base}/sort`, {
    schema: { tags, summary: 'Orders the categories: ids = every category, in order (a different set is a 409)', body: FlowTypeSortBody, response: replies(Done) },
  }, async (request) => {
    await sortFlowTypes(db, principalOf(request), request.body.ids);
    return ok(translatorFor(request.lang)('flowTypeSorted'));
  });

  app.delete(`${base}/remove`, {
    schema: { tags, summary: 'Deletes a category no flow is in (else 400 naming the count)', querystring: FlowTypeIdQuery, response: replies(Done) },
  }, async (request) => {
    await removeFlowType(db, principalOf(request), request.query.id, request.lang);
    return ok(translatorFor(request.lang)('deleted'));
  });

  app.post(`${base}/setFlowType`, {
    schema: { tags, summary: 'Puts a flow (all its versions) in a category; typeId null: none', body: FlowSetTypeBody, response: replies(Done) },
  }, async (request) => {
    await setFlowType(db, principalOf(request), request.body);
    return ok(translatorFor(request.lang)('flowTypeAssigned'));
  });
}
