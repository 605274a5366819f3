import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NodeIdQuery, ParentQuery, SaveNodeBody, SaveNodeQuery, SysTypeNode, SysTypeNodes, TypesByKeyQuery } from '../../../common/api/collections.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { listChildren, listTrees, treeKindOf } from './list-tree.ts';
import { localizeSystemNodes } from './system-node-names.ts';
import { removeNode } from './remove-node.ts';
import { saveNode } from './save-node.ts';

const tags = ['collections'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/** Classification trees (portal host `/sys/sysType/v1/...`): favourites folders, indexing trees, group collections. */
export async function sysTypeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/sys/sysType/v1';

  app.get(`${base}/getTypesByKey`, {
    schema: { tags, querystring: TypesByKeyQuery, response: replies(SysTypeNodes), summary: 'The nodes of one tree (collect | priIndex | pubIndex | groupCollect) the caller may see' },
  }, async (request) => localizeSystemNodes(await listTrees(db, principalOf(request), [treeKindOf(request.query.typeKey)]), request.lang));
  app.get(`${base}/getCollectTree`, {
    schema: { tags, response: replies(SysTypeNodes), summary: "The caller's favourites folders (root: parentId 0)" },
  }, async (request) => localizeSystemNodes(await listTrees(db, principalOf(request), ['collect']), request.lang));
  app.get(`${base}/getIndexTree`, {
    schema: { tags, response: replies(SysTypeNodes), summary: 'The public indexing tree, then the caller\'s personal one' },
  }, async (request) => localizeSystemNodes(await listTrees(db, principalOf(request), ['pubIndex', 'priIndex']), request.lang));
  app.get(`${base}/getGroupCollectTree`, {
    schema: { tags, response: replies(SysTypeNodes), summary: 'The group root, the public group and the groups the caller belongs to, with their folders' },
  }, async (request) => localizeSystemNodes(await listTrees(db, principalOf(request), ['groupCollect']), request.lang));
  app.get(`${base}/getByParentId`, {
    schema: { tags, querystring: ParentQuery, response: replies(SysTypeNodes), summary: 'Visible children of a node; without parentId, the root of typeGroupKey' },
  }, async (request) => localizeSystemNodes(await listChildren(db, principalOf(request), request.query.parentId, request.query.typeGroupKey), request.lang));

  app.post(`${base}/save`, {
    schema: {
      tags, querystring: SaveNodeQuery, body: SaveNodeBody, response: replies(Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(SysTypeNode) })),
      summary: 'Creates a node under parentId (the tree root when 0 or isRoot) or renames body.id; name not blank, typeKey alphanumeric, indexing trees at most three levels',
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await saveNode(db, principalOf(request), request.query, request.body)));

  app.delete(`${base}/remove`, {
    schema: { tags, querystring: NodeIdQuery, response: replies(CommandReply), summary: 'Deletes a node and everything below it, after the can-delete check' },
  }, async (request) => {
    await removeNode(db, principalOf(request), request.query.id);
    return ok(translatorFor(request.lang)('deleted'));
  });
}
