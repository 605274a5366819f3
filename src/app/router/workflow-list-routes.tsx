import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './root-route.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });
const lists = () => import('../../pages/workflow/lists/list-pages.tsx');

type ListName = 'todo' | 'leader' | 'done' | 'request' | 'todoRead' | 'doneRead' | 'myRead' | 'myDelegate';

/** One list page of the workflow centre as a lazy route. */
const listPage = (path: string, name: ListName): RouteObject => ({
  path,
  handle: handle(`workflow:lists.menu.${name}`),
  lazy: async () => ({ Component: (await lists()).LIST_PAGES[name] }),
});

/** The children of /v-flow and /workbench/v-flow (workflow-office.md "Workflow centre"). */
const centreChildren: RouteObject[] = [
  { index: true, Component: () => <Navigate to="v-todo" replace /> },
  listPage('v-todo', 'todo'),
  listPage('v-leader', 'leader'),
  listPage('v-done', 'done'),
  listPage('v-request', 'request'),
  {
    path: 'v-flowList',
    handle: handle('workflow:lists.menu.flowList'),
    lazy: async () => ({ Component: (await import('../../pages/workflow/flow-list/flow-list-page.tsx')).FlowListPage }),
  },
  listPage('v-todoRead', 'todoRead'),
  listPage('v-doneRead', 'doneRead'),
  listPage('v-myRead', 'myRead'),
  listPage('v-myDelegate', 'myDelegate'),
];

const centre = (base: string): RouteObject => ({
  // Static segments outrank the engine's `/:group/...` and `/workbench` template routes.
  path: base.slice(1),
  handle: handle('workflow:areaName'),
  lazy: async () => {
    const { FlowCentreLayout } = await import('../../pages/workflow/lists/flow-centre-layout.tsx');
    return { Component: () => <FlowCentreLayout base={base} /> };
  },
  children: centreChildren,
});

/** A list drawn alone, with its own counters stream: standalone /{page}/{defKey} pages (bare) and /flow/todo (in the layout). */
const alone = (path: string, name: ListName | 'fullTodo', bare: boolean): RouteObject => ({
  path,
  handle: handle(name === 'fullTodo' ? 'workflow:lists.fullTodoTitle' : `workflow:lists.menu.${name}`),
  lazy: async () => {
    const [{ BareFlowFrame }, { LIST_PAGES, FullTodoPage }] = await Promise.all([import('../../pages/workflow/lists/flow-centre-layout.tsx'), lists()]);
    const Page = name === 'fullTodo' ? FullTodoPage : LIST_PAGES[name];
    return { Component: () => <BareFlowFrame bare={bare}><Page /></BareFlowFrame> };
  },
});

/** Routes drawn inside the main layout. */
export const listRoutes: RouteObject[] = [centre('/v-flow'), centre('/workbench/v-flow'), alone('flow/todo', 'fullTodo', false)];

const STANDALONE: ListName[] = ['todo', 'done', 'request', 'todoRead', 'doneRead', 'myRead', 'myDelegate'];

/** Routes drawn without the main layout (popups, print views): each list filtered to one flow, e.g. /v-todo/patentApply. */
export const listBareRoutes: RouteObject[] = STANDALONE.map((name) => alone(`v-${name}/:defKey`, name, true));
