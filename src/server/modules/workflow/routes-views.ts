import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FlowImage, FlowStartView, Watermark } from '../../../common/api/workflow-views.ts';
import { principalOf } from '../../lib/context.ts';
import { definitionImage, flowImage, flowStartView, watermarkOf } from './instance-views.ts';
import { Id, replies } from './schemas.ts';

const tags = ['workflow'];
const InstQuery = Type.Object({ instId: Id });

/** Reads of the instance and start pages on host bpmRunTime: the flow image of an instance or of a flow version. */
export async function instanceViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/runtime/instance/v1/instanceFlowImage', {
    schema: {
      tags, summary: 'The instance\'s BPMN (laid out when the file has no diagram), its current nodes and handled nodes; readers of the instance only',
      querystring: InstQuery, response: replies(FlowImage),
    },
  }, (request) => flowImage(fastify.db, principalOf(request), request.query.instId, request.lang));
  app.get('/runtime/instance/v1/getBpmImage', {
    schema: {
      tags, summary: 'A flow version\'s BPMN (laid out when the file has no diagram), nothing marked: the start page\'s flow image',
      querystring: Type.Object({ defId: Id }), response: replies(FlowImage),
    },
  }, (request) => definitionImage(fastify.db, principalOf(request), request.query.defId, request.lang));
}

/** Reads of the start and instance pages on host bpmModel: a flow as a start page needs it, the watermark. */
export async function modelViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  app.get('/flow/def/v1/defGet', {
    schema: {
      tags, summary: 'A flow version for its start page: form, start-node field rights, whether the caller may start it, the leaders the caller may start for',
      querystring: Type.Object({ defId: Id }), response: replies(FlowStartView),
    },
  }, (request) => flowStartView(db, principalOf(request), { defId: request.query.defId }, request.lang));
  app.get('/flow/def/v1/getJson', {
    schema: {
      tags, summary: 'The main version of a flow key for its start page (as defGet)',
      querystring: Type.Object({ defKey: Type.String({ minLength: 1, maxLength: 100 }) }), response: replies(FlowStartView),
    },
  }, (request) => flowStartView(db, principalOf(request), { defKey: request.query.defKey }, request.lang));
  app.get('/bpmModel/bpmWatermark/v1/getByInstId', {
    schema: { tags, summary: 'The watermark over an instance\'s form: the viewer\'s name, account and the date', querystring: InstQuery, response: replies(Watermark) },
  }, (request) => watermarkOf(db, principalOf(request), request.query.instId));
}
