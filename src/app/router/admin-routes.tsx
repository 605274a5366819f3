import type { RouteObject } from 'react-router-dom';

/** Routes of the admin area drawn inside the main layout (menu, header). */
export const adminRoutes: RouteObject[] = [];

/** Routes of the admin area drawn without the main layout (popups, iframes, print views). */
export const adminBareRoutes: RouteObject[] = [];
