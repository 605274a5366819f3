import type { RouteObject } from 'react-router-dom';

const definitionsPage = async () => ({ Component: (await import('../../pages/admin/definitions/definitions-page.tsx')).DefinitionsPage });
const flowTypesPage = async () => ({ Component: (await import('../../pages/admin/flow-types/flow-types-page.tsx')).FlowTypesPage });
const dictionariesPage = async () => ({ Component: (await import('../../pages/admin/dictionaries/dictionaries-page.tsx')).DictionariesPage });

/** Routes of the admin area drawn inside the main layout (menu, header). */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/definitions', handle: { titleKey: 'admin:definitionsTitle' }, lazy: definitionsPage },
  { path: 'admin/definitions/:kind', handle: { titleKey: 'admin:definitionsTitle' }, lazy: definitionsPage },
  { path: 'admin/definitions/:kind/:key', handle: { titleKey: 'admin:definitionsTitle' }, lazy: definitionsPage },
  { path: 'admin/flow-types', handle: { titleKey: 'admin:flowTypes.title' }, lazy: flowTypesPage },
  { path: 'admin/dictionaries', handle: { titleKey: 'admin:dictionaries.title' }, lazy: dictionariesPage },
];

/** Routes of the admin area drawn without the main layout (popups, iframes, print views). */
export const adminBareRoutes: RouteObject[] = [];
