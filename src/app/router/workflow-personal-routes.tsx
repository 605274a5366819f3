import type { RouteObject } from 'react-router-dom';

/** Routes drawn inside the main layout. */
export const personalRoutes: RouteObject[] = [];

/** Routes drawn without the main layout (popups, print views). */
export const personalBareRoutes: RouteObject[] = [];
