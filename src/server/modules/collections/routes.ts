import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CollectBody, CollectedPatentRow, GroupBody, GroupIndexingBody, GroupMember, GroupQuery, GroupUsersBody, MarkBody, MarkCalculateBody,
  MarkCount, MoveItemsBody, NodeIdParams, RemoveItemsBody,
} from '../../../common/api/collections.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { collectPatents } from './collect-patents.ts';
import { exportGroupItems } from './export-group.ts';
import {
  addMembers, canRemoveMember, dismissGroup, exitGroup, getDataSource, indexGroupItems, listMembers, removeMember, setDataSource,
} from './group-commands.ts';
import { listNodeItems } from './list-node-items.ts';
import { countMarks } from './mark-counts.ts';
import { markPatents } from './mark-patents.ts';
import { canDeleteNode, removeNode } from './remove-node.ts';
import { moveGroupItems, removeItems } from './remove-items.ts';

const tags = ['collections'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });
const Command = replies(CommandReply);
const ItemPage = replies(PageOf(CollectedPatentRow));

/** Favourites, indexing and group collections (front host `/api/v1/...`). The visitor gets 403 on all of them. */
export async function collectionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const t = (request: { lang: Parameters<typeof translatorFor>[0] }) => translatorFor(request.lang);

  app.post('/api/v1/collect', {
    schema: { tags, body: CollectBody, response: Command, summary: 'Adds patents (refId / refIds) to favourites folder fSzjzj: 请选择收藏夹, 无法对根节点选择收藏' },
  }, async (request) => ok(t(request)('collected'), await collectPatents(db, principalOf(request), request.body)));
  app.post('/api/v1/collect/remove', {
    schema: { tags, body: RemoveItemsBody, response: Command, summary: 'Takes favourites out (item ids, or nodeId + patentIds)' },
  }, async (request) => ok(t(request)('deleted'), await removeItems(db, principalOf(request), request.body, ['collect'])));
  app.delete('/api/v1/collect/delTree/:id', {
    schema: { tags, params: NodeIdParams, response: Command, summary: 'Deletes a favourites folder with its sub-folders and favourites' },
  }, async (request) => ok(t(request)('deleted'), await removeNode(db, principalOf(request), request.params.id, 'collect')));

  app.post('/api/v1/mark', {
    schema: { tags, body: MarkBody, response: Command, summary: 'Indexes patents into node fByzj (or a new child named fBymc): 请选择节点, 请输入标引分类节点进行标引, 不能超过三级标引节点！, 标引成功' },
  }, async (request) => ok(t(request)('indexed'), await markPatents(db, principalOf(request), request.body)));
  app.post('/api/v1/mark/patent', {
    schema: { tags, body: QueryFilter, response: ItemPage, summary: 'Patents indexed in params.nodeId and below it' },
  }, (request) => listNodeItems(db, principalOf(request), request.body.params?.nodeId, ['pubIndex', 'priIndex'], request.body));
  app.post('/api/v1/mark/calculate', {
    schema: { tags, body: Type.Union([MarkCalculateBody, Type.Null()]), response: replies(Type.Array(MarkCount)), summary: 'Indexed patents per visible indexing node (with the nodes below it)' },
  }, (request) => countMarks(db, principalOf(request), request.body?.typeGroupKey));
  app.post('/api/v1/mark/delete/patent', {
    schema: { tags, body: RemoveItemsBody, response: Command, summary: 'Takes index entries out (item ids, or nodeId + patentIds)' },
  }, async (request) => ok(t(request)('deleted'), await removeItems(db, principalOf(request), request.body, ['pubIndex', 'priIndex'])));
  app.get('/api/v1/mark/tree/candel/:id', {
    schema: { tags, params: NodeIdParams, response: replies(Type.Object({ state: Type.Boolean(), message: Type.String() })), summary: 'Whether the node may be deleted now; false carries the reason' },
  }, async (request) => {
    const result = await canDeleteNode(db, principalOf(request), request.params.id);
    return { state: result.deletable, message: t(request)(result.messageKey) };
  });

  const group = '/api/v1/groupCollect';
  app.post(`${group}/list`, {
    schema: { tags, body: QueryFilter, response: ItemPage, summary: 'Entries of params.groupId (or params.nodeId, a folder of a group)' },
  }, (request) => listNodeItems(db, principalOf(request), request.body.params?.nodeId ?? request.body.params?.groupId, ['groupCollect'], request.body));
  app.post(`${group}/exportGroupCollect`, {
    schema: { tags, body: Type.Object({ groupId: Type.Optional(Type.Unknown()), nodeId: Type.Optional(Type.Unknown()), ids: Type.Optional(Type.Unknown()) }), summary: 'The entries as an Excel workbook' },
  }, async (request, reply) => {
    const content = await exportGroupItems(db, principalOf(request), request.lang, request.body.nodeId ?? request.body.groupId, request.body.ids);
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="group-collect.xlsx"`).send(content);
  });
  app.post(`${group}/dismissGroup`, { schema: { tags, body: GroupBody, response: Command, summary: 'The owner deletes the group' } },
    async (request) => { await dismissGroup(db, principalOf(request), request.body.groupId); return ok(t(request)('operationSucceeded')); });
  app.post(`${group}/setDataSource`, { schema: { tags, body: GroupBody, response: Command, summary: 'The owner sets the library the group collects from' } },
    async (request) => { await setDataSource(db, principalOf(request), request.body.groupId, request.body.dataSource); return ok(t(request)('saved')); });
  app.get(`${group}/getDataSource`, {
    schema: { tags, querystring: GroupQuery, response: replies(Type.Object({ groupId: Type.Integer(), dataSource: Type.Union([Type.String(), Type.Null()]) })) },
  }, (request) => getDataSource(db, principalOf(request), request.query.groupId));
  app.post(`${group}/removeGroupCollect`, { schema: { tags, body: RemoveItemsBody, response: Command, summary: 'Takes entries out (own ones; any, for the owner)' } },
    async (request) => ok(t(request)('deleted'), await removeItems(db, principalOf(request), request.body, ['groupCollect'])));
  app.post(`${group}/moveGroupCollect`, { schema: { tags, body: MoveItemsBody, response: Command, summary: 'Moves entries to another folder of the same group' } },
    async (request) => ok(t(request)('operationSucceeded'), await moveGroupItems(db, principalOf(request), request.body.ids, request.body.targetNodeId)));
  app.post(`${group}/groupIndexing`, { schema: { tags, body: GroupIndexingBody, response: Command, summary: 'Indexes the patents of entries into an indexing node (as /api/v1/mark)' } },
    async (request) => ok(t(request)('indexed'), await indexGroupItems(db, principalOf(request), request.body.ids, request.body)));
  app.get(`${group}/canRemoveUser`, {
    schema: { tags, querystring: GroupQuery, response: replies(Type.Object({ state: Type.Boolean(), message: Type.String() })), summary: 'Whether the owner may remove this member' },
  }, async (request) => {
    const can = await canRemoveMember(db, principalOf(request), request.query.groupId, request.query.userId);
    return { state: can, message: t(request)(can ? 'groupMemberRemovable' : 'groupMemberNotRemovable') };
  });
  app.post(`${group}/removeUser`, { schema: { tags, body: GroupUsersBody, response: Command, summary: 'The owner removes a member' } },
    async (request) => { await removeMember(db, principalOf(request), request.body.groupId, request.body.userId); return ok(t(request)('deleted')); });
  app.post(`${group}/addUsers`, { schema: { tags, body: GroupUsersBody, response: Command, summary: 'The owner adds members (user ids)' } },
    async (request) => ok(t(request)('saved'), await addMembers(db, principalOf(request), request.body.groupId, request.body.userIds)));
  app.get(`${group}/users`, { schema: { tags, querystring: GroupQuery, response: replies(Type.Array(GroupMember)), summary: 'Members of a group, owner first' } },
    (request) => listMembers(db, principalOf(request), request.query.groupId));
  app.post(`${group}/exitGroup`, { schema: { tags, body: GroupBody, response: Command, summary: 'A member leaves the group' } },
    async (request) => { await exitGroup(db, principalOf(request), request.body.groupId); return ok(t(request)('operationSucceeded')); });
  app.delete(`${group}/delTree/:id`, {
    schema: { tags, params: NodeIdParams, response: Command, summary: 'The owner deletes a group or one of its folders with everything below it' },
  }, async (request) => ok(t(request)('deleted'), await removeNode(db, principalOf(request), request.params.id, 'groupCollect')));
}
