import type { RouteObject } from 'react-router-dom';
import { instanceBareRoutes, instanceRoutes } from './workflow-instance-routes.tsx';
import { listBareRoutes, listRoutes } from './workflow-list-routes.tsx';
import { personalBareRoutes, personalRoutes } from './workflow-personal-routes.tsx';
import { taskBareRoutes, taskRoutes } from './workflow-task-routes.tsx';

/** Routes of the workflow area drawn inside the main layout (menu, header): the v-flow lists, process pages, personal office. */
export const workflowRoutes: RouteObject[] = [...listRoutes, ...taskRoutes, ...instanceRoutes, ...personalRoutes];

/** Routes of the workflow area drawn without the main layout (popups, iframes, print views). */
export const workflowBareRoutes: RouteObject[] = [...listBareRoutes, ...taskBareRoutes, ...instanceBareRoutes, ...personalBareRoutes];
