import type { Static } from '@sinclair/typebox';
import type * as News from '../../common/api/news.ts';
import type { ApiClient } from './client.ts';

export type NewsRow = Static<typeof News.NewsRow>;
export type NewsPage = Static<typeof News.NewsPage>;
export type NewsItem = Static<typeof News.NewsItem>;
export type NewsSaveBody = Static<typeof News.NewsSaveBody>;
export type CarouselNews = Static<typeof News.CarouselNews>;
export type MeetingRow = Static<typeof News.MeetingRow>;
export type MeetingPage = Static<typeof News.MeetingPage>;
export type MeetingRoom = Static<typeof News.MeetingRoom>;
export type MeetingSaveBody = Static<typeof News.MeetingSaveBody>;
export type NewsType = 0 | 1;

interface SaveReply { state: boolean; message: string; value: { id: number; version: number } }
interface CountReply { state: boolean; message: string; value: number }

const NEWS = '/portal/messageNews/v1';
const MEETINGS = '/portal/meetingRoomAppointment/v1';

/** list (news, type 0) or listNotice (type 1): readable items pinned first then newest; administrators may ask for all. */
export function listNews(api: ApiClient, type: NewsType, options: { page: number; pageSize: number; title?: string; all?: boolean }) {
  const querys = options.title?.trim() ? [{ property: 'title', value: options.title.trim(), operation: 'LIKE' as const, relation: 'AND' as const }] : [];
  return api.request<NewsPage>('portal', type === 0 ? `${NEWS}/list` : `${NEWS}/listNotice`, {
    method: 'POST',
    query: type === 0 ? { isPublic: 'true' } : undefined,
    body: { pageBean: { page: options.page, pageSize: options.pageSize, showTotal: true }, querys, params: { all: Boolean(options.all) } },
  });
}

/** getNewsById: one item with its body and attachments (404 when it is not readable). */
export function getNews(api: ApiClient, id: number | string, silent = false) {
  return api.request<NewsItem>('portal', '/portalNewsNotice/v1/getNewsById', { query: { id: String(id) }, silent });
}

/** getNews?classifyId: readable items with display pictures (the home carousel). */
export function getCarouselNews(api: ApiClient, classifyId?: NewsType) {
  return api.request<CarouselNews[]>('portal', '/portalNewsNotice/v1/getNews', { query: classifyId === undefined ? undefined : { classifyId: String(classifyId) } });
}

/** pressRelease getByType: the five newest readable items of a type (home cards). */
export function getLatestNews(api: ApiClient, type: NewsType) {
  return api.request<NewsRow[]>('portal', '/portal/pressRelease/v1/getByType', { query: { type: String(type) } });
}

export function saveNews(api: ApiClient, body: NewsSaveBody) {
  return api.request<SaveReply>('portal', `${NEWS}/save`, { method: 'POST', body });
}

export function publishNews(api: ApiClient, ids: number[], status: 0 | 1) {
  return api.request<CountReply>('portal', `${NEWS}/publish`, { method: 'POST', body: { ids, status } });
}

export function pinNews(api: ApiClient, ids: number[], isTop: 0 | 1) {
  return api.request<CountReply>('portal', `${NEWS}/top`, { method: 'POST', body: { ids, isTop } });
}

export function removeNews(api: ApiClient, ids: number[]) {
  return api.request<CountReply>('portal', `${NEWS}/remove`, { method: 'DELETE', query: { ids: ids.join(',') } });
}

/** pendingJson: the meetings of a day (the browser's day: its offset goes along), ended ones too when asked. */
export function listMeetings(api: ApiClient, options: { day: string; ended?: boolean; page?: number; pageSize?: number }) {
  const offset = -new Date(`${options.day}T12:00:00`).getTimezoneOffset();
  return api.request<MeetingPage>('portal', `${MEETINGS}/pendingJson`, {
    method: 'POST',
    body: { pageBean: { page: options.page ?? 1, pageSize: options.pageSize ?? 50, showTotal: true }, params: { day: options.day, offset, ended: Boolean(options.ended) } },
  });
}

export function listMeetingRooms(api: ApiClient) {
  return api.request<MeetingRoom[]>('portal', '/portal/meetingRoom/v1/list');
}

export function saveMeeting(api: ApiClient, body: MeetingSaveBody) {
  return api.request<SaveReply>('portal', `${MEETINGS}/save`, { method: 'POST', body });
}

export function removeMeetings(api: ApiClient, ids: number[]) {
  return api.request<CountReply>('portal', `${MEETINGS}/remove`, { method: 'DELETE', query: { ids: ids.join(',') } });
}
