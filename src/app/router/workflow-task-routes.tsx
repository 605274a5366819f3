import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });
const taskPage = async () => ({ Component: (await import('../../pages/workflow/task/task-page.tsx')).TaskPage });

/** Routes drawn inside the main layout. */
export const taskRoutes: RouteObject[] = [];

/**
 * Routes drawn without the main layout (popups, print views): /task/{taskId}/{leaderId} and /task/{id}/{identityId}
 * are one pattern; leaderId 0 = acting for nobody.
 */
export const taskBareRoutes: RouteObject[] = [
  { path: 'task/:taskId/:leaderId', handle: handle('workflow:task.title'), lazy: taskPage },
  { path: 'task/:taskId', handle: handle('workflow:task.title'), lazy: taskPage },
];
