import type { RouteObject } from 'react-router-dom';

/** Routes of the engine area drawn inside the main layout (menu, header). */
export const engineRoutes: RouteObject[] = [];

/** Routes of the engine area drawn without the main layout (popups, iframes, print views). */
export const engineBareRoutes: RouteObject[] = [];
