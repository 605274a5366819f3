import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

const librarySearch = (alias: 'jgzlk' | 'bxzlk'): RouteObject => ({
  // A static alias outranks the engine's generic `/:group/template/preview/:alias` (react-router ranks static segments higher).
  path: `:group/template/preview/${alias}`,
  handle: handle('patents:searchTitle'),
  lazy: async () => {
    const { LibrarySearchPage } = await import('../../pages/patents/search/library-search-page.tsx');
    return { Component: () => <LibrarySearchPage alias={alias} /> };
  },
});

const detail = (path: string): RouteObject => ({
  path,
  handle: handle('patents:detailTitle'),
  lazy: async () => ({ Component: (await import('../../pages/patents/detail/patent-detail-page.tsx')).PatentDetailPage }),
});

/** Routes of the patent area drawn inside the main layout (menu, header). */
export const patentRoutes: RouteObject[] = [
  librarySearch('jgzlk'),
  librarySearch('bxzlk'),
  detail(':group/template/form/jgzlk/get'),
  detail(':group/template/form/bxzlk/get'),
  detail('univ/detail'),
  {
    path: 'univ',
    handle: handle('patents:schoolTitle'),
    lazy: async () => ({ Component: (await import('../../pages/patents/school/school-patents-page.tsx')).SchoolPatentsPage }),
  },
  {
    // The engine's list of template nfwh (年费维护) with its row actions: consult, keep, abandon, record the payment.
    path: ':group/template/preview/nfwh',
    handle: handle('patents:keepTitle'),
    lazy: async () => ({ Component: (await import('../maintenance/maintenance-list-route.tsx')).MaintenanceListRoute }),
  },
  {
    // The engine's query view of template zlfx (its patent link and 移除分享 are in the app's registry), titled 他人分享.
    path: ':group/querySql/queryView/zlfx/zlfx',
    handle: handle('patents:sharedByOthers'),
    lazy: async () => {
      const { QueryViewPage } = await import('../../engine/query-view/query-view-page.tsx');
      return { Component: () => <QueryViewPage sqlAlias="zlfx" alias="zlfx" /> };
    },
  },
  {
    // Outranks the engine's generic query view: this list also exports, dismisses and leaves groups.
    path: ':group/querySql/queryView/wdxz/wdxz',
    handle: handle('patents:myGroups'),
    lazy: async () => ({ Component: (await import('../../pages/patents/groups/my-groups-page.tsx')).MyGroupsPage }),
  },
  {
    // The engine's query view of template xzsz (its group tree and toolbar actions are in the app's registry), titled 小组收藏.
    path: ':group/querySql/queryView/xzsz/xzsz',
    handle: handle('patents:groupFavourites'),
    lazy: async () => {
      const { QueryViewPage } = await import('../../engine/query-view/query-view-page.tsx');
      return { Component: () => <QueryViewPage sqlAlias="xzsz" alias="xzsz" /> };
    },
  },
  {
    path: 'bulletinList',
    handle: handle('patents:bulletinsTitle'),
    lazy: async () => ({ Component: (await import('../../pages/patents/bulletins/bulletin-list-page.tsx')).BulletinListPage }),
  },
  {
    path: 'bulletin/:id',
    handle: handle('patents:bulletinsTitle'),
    lazy: async () => ({ Component: (await import('../../pages/patents/bulletins/bulletin-detail-page.tsx')).BulletinDetailPage }),
  },
];

/** Routes of the patent area drawn without the main layout (popups, iframes, print views). */
export const patentBareRoutes: RouteObject[] = [];
