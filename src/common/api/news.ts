import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from '../query/page.ts';
import { FileRef } from './file-ref.ts';

/** 0 news (新闻动态), 1 notice (通知公告): the {type} of /newsList/{type}. */
export const NewsType = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type NewsType = Static<typeof NewsType>;

/**
 * A news or notice row of the lists (portal host `/portal/messageNews/v1/...`), with the spec's Hotent names beside
 * ours: fbt title, fkssj publish time, fJssj end date, fzz author (initiator), FSfxysp the approval flag.
 */
export const NewsRow = Type.Object({
  id: Type.Integer(),
  type: NewsType,
  title: Type.String(),
  titleDescription: Type.String(),
  drafter: Type.String(),
  publishTime: Type.Union([Type.String({ description: 'ISO 8601 (UTC)' }), Type.Null()]),
  endTime: Type.Union([Type.String({ description: 'YYYY-MM-DD, the last day it is shown' }), Type.Null()]),
  status: Type.Integer({ description: '1 published, 0 draft or withdrawn' }),
  approval: Type.Integer({ description: 'FSfxysp: 1 approved, 0 under approval' }),
  isTop: Type.Integer({ description: '1 pinned first' }),
  pictures: Type.Array(FileRef),
  fileCount: Type.Integer(),
  version: Type.Integer(),
  fbt: Type.String(),
  fkssj: Type.Union([Type.String(), Type.Null()]),
  fJssj: Type.Union([Type.String(), Type.Null()]),
  fzz: Type.String(),
  FSfxysp: Type.Integer(),
});
export type NewsRow = Static<typeof NewsRow>;
export const NewsPage = PageOf(NewsRow);

/** One item as the news-and-notice dialog shows it (spec: title, titleDescription, drafter, ... file, type, icon). */
export const NewsItem = Type.Object({
  ...NewsRow.properties,
  createByName: Type.String(),
  createTime: Type.String({ description: 'ISO 8601 (UTC)' }),
  content: Type.String({ description: 'HTML, sanitised by the server when saved' }),
  isUrl: Type.Boolean({ description: 'the body is an embedded page at url' }),
  url: Type.Union([Type.String(), Type.Null()]),
  pageHeight: Type.Union([Type.Integer(), Type.Null()]),
  file: Type.Array(FileRef),
  icon: Type.Array(FileRef, { description: 'the rotating display pictures' }),
  ffj: Type.Array(FileRef),
  rotatingDisplayPictures: Type.Array(FileRef),
});
export type NewsItem = Static<typeof NewsItem>;

/** A carousel entry of GET /portalNewsNotice/v1/getNews: published news with pictures. */
export const CarouselNews = Type.Object({
  id: Type.Integer(),
  fbt: Type.String(),
  fkssj: Type.Union([Type.String(), Type.Null()]),
  ffj: Type.Array(FileRef),
  rotatingDisplayPictures: Type.Array(FileRef),
});
export type CarouselNews = Static<typeof CarouselNews>;

export const NewsSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  version: Type.Optional(Type.Integer({ description: 'the version read; a stale one is a 409' })),
  type: NewsType,
  title: Type.String({ maxLength: 200 }),
  titleDescription: Type.Optional(Type.String({ maxLength: 500 })),
  drafter: Type.Optional(Type.String({ maxLength: 100 })),
  content: Type.Optional(Type.String({ maxLength: 200_000 })),
  isUrl: Type.Optional(Type.Boolean()),
  url: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  pageHeight: Type.Optional(Type.Union([Type.Integer({ minimum: 100, maximum: 5000 }), Type.Null()])),
  file: Type.Optional(Type.Array(FileRef, { maxItems: 50 })),
  icon: Type.Optional(Type.Array(FileRef, { maxItems: 20 })),
  endTime: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 publishes on save' })),
});
export type NewsSaveBody = Static<typeof NewsSaveBody>;

const Ids = Type.Union([Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }), Type.String({ maxLength: 5000, pattern: '^[0-9, ]*$' }), Type.Integer({ minimum: 1 })]);
export const NewsPublishBody = Type.Object({ ids: Ids, status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 publish, 0 withdraw' }) });
export const NewsTopBody = Type.Object({ ids: Ids, isTop: Type.Union([Type.Literal(0), Type.Literal(1)]) });
export const NewsIdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 5000, pattern: '^[0-9]+(,[0-9]+)*$' }) });
export const NewsIdQuery = Type.Object({ id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }) });
export const NewsListQuery = Type.Object({ isPublic: Type.Optional(Type.String({ maxLength: 5 })) });
export const NewsClassifyQuery = Type.Object({ classifyId: Type.Optional(Type.String({ maxLength: 20 })) });
export const NewsTypeQuery = Type.Object({ type: Type.Optional(Type.String({ pattern: '^[01]$' })) });

/** A meeting room. */
export const MeetingRoom = Type.Object({ id: Type.Integer(), name: Type.String(), location: Type.String(), capacity: Type.Union([Type.Integer(), Type.Null()]) });
export type MeetingRoom = Static<typeof MeetingRoom>;

/** A booked meeting (spec: hymc name, kssj start). */
export const MeetingRow = Type.Object({
  id: Type.Integer(),
  roomId: Type.Integer(),
  roomName: Type.String(),
  name: Type.String(),
  startTime: Type.String({ description: 'ISO 8601' }),
  endTime: Type.String({ description: 'ISO 8601' }),
  host: Type.String(),
  description: Type.String(),
  version: Type.Integer(),
  editable: Type.Boolean({ description: 'the caller booked it or manages news and meetings' }),
  hymc: Type.String(),
  kssj: Type.String(),
});
export type MeetingRow = Static<typeof MeetingRow>;
export const MeetingPage = PageOf(MeetingRow);

export const MeetingSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  version: Type.Optional(Type.Integer()),
  roomId: Type.Integer({ minimum: 1 }),
  name: Type.String({ maxLength: 200 }),
  startTime: Type.String({ maxLength: 40, description: 'ISO 8601 with offset' }),
  endTime: Type.String({ maxLength: 40 }),
  host: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type MeetingSaveBody = Static<typeof MeetingSaveBody>;

/** News card 5 rows, notice card 5, meeting card 3 (spec section 9); the list pages use the default 10. */
export const NEWS_CARD_SIZE = 5;
export const MEETING_CARD_SIZE = 3;
