import type { RouteObject } from 'react-router-dom';

/** Routes of the patent area drawn inside the main layout (menu, header). */
export const patentRoutes: RouteObject[] = [];

/** Routes of the patent area drawn without the main layout (popups, iframes, print views). */
export const patentBareRoutes: RouteObject[] = [];
