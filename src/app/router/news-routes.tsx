import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

const newsList = (type: 0 | 1): RouteObject => ({
  path: `newsList/${type}`,
  handle: handle(type === 1 ? 'news:noticeTitle' : 'news:newsTitle'),
  lazy: async () => {
    const { NewsListPage } = await import('../../pages/news/news-list-page.tsx');
    return { Component: () => <NewsListPage type={type} /> };
  },
});

/** News, notices and meetings, drawn inside the main layout. */
export const newsRoutes: RouteObject[] = [
  newsList(0),
  newsList(1),
  { path: 'news/:newsId', handle: handle('news:newsTitle'), lazy: async () => ({ Component: (await import('../../pages/news/news-page.tsx')).NewsPage }) },
  { path: 'meetingList/:kind', handle: handle('news:meetingTitle'), lazy: async () => ({ Component: (await import('../../pages/news/meeting-list-page.tsx')).MeetingListPage }) },
];
