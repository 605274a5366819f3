import type { RouteObject } from 'react-router-dom';

/** The lists of 公告管理, 专利文档 and the results marketplace whose templates name row actions of src/app/market. */
export const MARKET_LISTS = ['ggdl', 'zlwd', 'cgc', 'cgfb', 'qyxq', 'jydd'] as const;

/** Each outranks the engine's generic `/:group/template/preview/:alias` (a static segment ranks higher). */
export const marketRoutes: RouteObject[] = MARKET_LISTS.map((alias) => ({
  path: `:group/template/preview/${alias}`,
  lazy: async () => {
    const { MarketListRoute } = await import('../market/market-list-route.tsx');
    return { Component: () => <MarketListRoute alias={alias} /> };
  },
}));
