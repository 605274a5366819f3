import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CarouselNews, MeetingPage, MeetingRoom, MeetingSaveBody, NewsClassifyQuery, NewsIdQuery, NewsIdsQuery, NewsItem, NewsListQuery, NewsPage,
  NewsPublishBody, NewsRow, NewsSaveBody, NewsTopBody, NewsTypeQuery,
} from '../../../common/api/news.ts';
import { CommandReply, Failure } from '../../../common/api/patents.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { changeNews } from './change-news.ts';
import { carouselNews, latestNews, listNews, readNews } from './list-news.ts';
import { listMeetings, listRooms, removeMeetings, saveMeeting } from './meetings.ts';
import { saveNews } from './save-news.ts';
import { registerRecordStore } from '../forms/record-stores.ts';
import { NEWS_BO, newsRecordStore } from './news-record-store.ts';
import { MEETING_BO, meetingRecordStore } from './meeting-record-store.ts';

const tags = ['news'];
const replies = <T>(reply: T) => ({ 200: reply, '4xx': Failure });

/**
 * News, notices and meetings (portal host): everyone of the tenant reads what is published, approved and not past
 * its end date; holders of news:manage publish, edit, withdraw, pin and delete (system/method-routes.ts guards
 * those routes); signed-in users book meeting rooms.
 */
export async function newsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const t = (request: { lang: Parameters<typeof translatorFor>[0] }) => translatorFor(request.lang);
  // The engine's news-and-notice and booking forms (schemas/form/newsNotice.json, meetingBooking.json) save here.
  registerRecordStore(NEWS_BO, newsRecordStore);
  registerRecordStore(MEETING_BO, meetingRecordStore);

  app.get('/portalNewsNotice/v1/getNewsById', { schema: { tags, querystring: NewsIdQuery, response: replies(NewsItem), summary: 'One news item or notice with its body and attachments' } },
    (request) => readNews(db, principalOf(request), Number(request.query.id)));
  app.get('/portalNewsNotice/v1/getNews', {
    schema: { tags, querystring: NewsClassifyQuery, response: replies(Type.Array(CarouselNews)), summary: 'Readable items with display pictures for the home carousel (classifyId 0 news, 1 notices, default all)' },
  }, (request) => carouselNews(db, principalOf(request), request.query.classifyId));

  const news = '/portal/messageNews/v1';
  app.post(`${news}/list`, {
    schema: { tags, querystring: NewsListQuery, body: QueryFilter, response: replies(NewsPage), summary: 'News (新闻动态), pinned first then newest; params.all: administrators see every item' },
  }, (request) => listNews(db, principalOf(request), 0, request.body, request.lang));
  app.post(`${news}/listNotice`, {
    schema: { tags, body: QueryFilter, response: replies(NewsPage), summary: 'Notices (通知公告): approved (FSfxysp 1) and ending today or later; params.all: administrators see every item' },
  }, (request) => listNews(db, principalOf(request), 1, request.body, request.lang));
  app.get(`${news}/getById`, { schema: { tags, querystring: NewsIdQuery, response: replies(NewsItem), summary: 'One news item or notice' } },
    (request) => readNews(db, principalOf(request), Number(request.query.id)));
  app.post(`${news}/save`, {
    schema: { tags, body: NewsSaveBody, response: replies(CommandReply), summary: 'Creates or updates an item (administrators); the body HTML is sanitised; a stale version is a 409' },
  }, async (request) => ok(t(request)('saved'), await saveNews(db, principalOf(request), request.body)));
  app.post(`${news}/publish`, { schema: { tags, body: NewsPublishBody, response: replies(CommandReply), summary: 'Publishes (1) or withdraws (0) items' } },
    async (request) => ok(t(request)('operationSucceeded'), await changeNews(db, principalOf(request), request.body.ids, { publish: request.body.status })));
  app.post(`${news}/top`, { schema: { tags, body: NewsTopBody, response: replies(CommandReply), summary: 'Pins (1) or unpins (0) items' } },
    async (request) => ok(t(request)('operationSucceeded'), await changeNews(db, principalOf(request), request.body.ids, { isTop: request.body.isTop })));
  app.delete(`${news}/remove`, { schema: { tags, querystring: NewsIdsQuery, response: replies(CommandReply), summary: 'Deletes items by ids' } },
    async (request) => ok(t(request)('deleted'), await changeNews(db, principalOf(request), request.query.ids, 'delete')));

  app.get('/portal/pressRelease/v1/getByType', {
    schema: { tags, querystring: NewsTypeQuery, response: replies(Type.Array(NewsRow)), summary: 'The five newest readable items of a type (0 news, 1 notices) for a home card' },
  }, (request) => latestNews(db, principalOf(request), request.query.type === '1' ? 1 : 0, request.lang));

  const meetings = '/portal/meetingRoomAppointment/v1';
  app.post(`${meetings}/pendingJson`, {
    schema: { tags, body: QueryFilter, response: replies(MeetingPage), summary: "A day's meetings not yet ended (params.day YYYY-MM-DD, params.offset minutes east of UTC, params.ended)" },
  }, (request) => listMeetings(db, principalOf(request), request.body, request.lang));
  app.post(`${meetings}/save`, {
    schema: { tags, body: MeetingSaveBody, response: replies(CommandReply), summary: 'Books a room or changes a booking; an overlap in the same room is refused' },
  }, async (request) => ok(t(request)('saved'), await saveMeeting(db, principalOf(request), request.body)));
  app.delete(`${meetings}/remove`, { schema: { tags, querystring: NewsIdsQuery, response: replies(CommandReply), summary: 'Cancels meetings (their booker or an administrator)' } },
    async (request) => ok(t(request)('deleted'), await removeMeetings(db, principalOf(request), request.query.ids)));
  app.get('/portal/meetingRoom/v1/list', { schema: { tags, response: replies(Type.Array(MeetingRoom)), summary: 'Meeting rooms' } },
    (request) => listRooms(db, principalOf(request)));
}
