import type { RouteObject } from 'react-router-dom';

/** Routes of the workflow area drawn inside the main layout (menu, header). */
export const workflowRoutes: RouteObject[] = [];

/** Routes of the workflow area drawn without the main layout (popups, iframes, print views). */
export const workflowBareRoutes: RouteObject[] = [];
