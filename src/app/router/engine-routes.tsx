import type { RouteObject } from 'react-router-dom';

/** Lazy page components of the engine: each page is its own chunk. */
const page = {
  templatePreview: async () => ({ Component: (await import('../../engine/list/template-preview-route.tsx')).TemplatePreviewRoute }),
  hrefTemplate: async () => ({ Component: (await import('../../engine/list/href-template-route.tsx')).HrefTemplateRoute }),
  appContent: async () => ({ Component: (await import('../../engine/app-content/app-content-page.tsx')).AppContentPage }),
  queryView: async () => ({ Component: (await import('../../engine/query-view/query-view-page.tsx')).QueryViewPage }),
  customQuery: async () => ({ Component: (await import('../../engine/query-view/custom-query-page.tsx')).CustomQueryPage }),
  chart: async () => ({ Component: (await import('../../engine/chart/chart-page.tsx')).ChartPage }),
  dialogPreview: async () => ({ Component: (await import('../../engine/dialog/dialog-preview-page.tsx')).DialogPreviewPage }),
  form: async () => ({ Component: (await import('../../engine/form/pages/form-route-page.tsx')).FormRoutePage }),
  draftList: async () => ({ Component: (await import('../../engine/form/pages/draft-list-page.tsx')).DraftListPage }),
  previewForm: async () => ({ Component: (await import('../../engine/form/pages/preview-form-page.tsx')).PreviewFormPage }),
  onlineForm: async () => ({ Component: (await import('../../engine/form/pages/online-form-page.tsx')).OnlineFormPage }),
  formManage: async () => ({ Component: (await import('../../engine/form/pages/form-manage-page.tsx')).FormManagePage }),
  columnPreview: async () => ({ Component: (await import('../../pages/home/column/column-preview-page.tsx')).ColumnPreviewPage }),
  group: async () => {
    const [{ RouteGroup }, { NotFoundPage }] = await Promise.all([
      import('../../engine/list/route-group.tsx'),
      import('../../pages/errors/not-found-page.tsx'),
    ]);
    return { Component: () => <RouteGroup fallback={<NotFoundPage />} /> };
  },
};

/**
 * The children of every template route group (workflow-office.md "Dynamic template routes"), one entry per path form.
 * Other engine parts add theirs here: template/form/... (src/engine/form), querySql/queryView/... (src/engine/query-view),
 * chart and dialog pages.
 */
export const templateGroupChildren: RouteObject[] = [
  { path: 'template/preview/:alias', lazy: page.templatePreview },
  { path: 'template/preview/:alias/:single', lazy: page.templatePreview },
  { path: 'template/preview/:alias/:single/:parameterqQuerys', lazy: page.templatePreview },
  { path: 'template/preview/:alias/:taskType/:defKey/:isJoinFlow', lazy: page.templatePreview },
  { path: 'href/template/:alias', lazy: page.hrefTemplate },
  { path: 'querySql/queryView/:sqlAlias/:alias', lazy: page.queryView },
  { path: 'querySql/queryView/:sqlAlias/:alias/:single', lazy: page.queryView },
  { path: 'customQuery/:alias', lazy: page.customQuery },
  { path: 'chart/:alias', lazy: page.chart },
  { path: 'customDialog/preview/:alias', lazy: page.dialogPreview },
  { path: 'template/form/:alias/:action', lazy: page.form },
  { path: 'template/form/:alias/:action/:single', lazy: page.form },
  { path: 'draftList', lazy: page.draftList },
  { path: 'draftList/:tempAlias/:dataViewFlag', lazy: page.draftList },
];

/**
 * /statement and /workbench always exist; `/:group` stands for the groups the menu adds at run time (a known menu
 * alias shows its breadcrumb, any other alias the plain container; a path no child matches is not found).
 */
const groups: RouteObject[] = ['statement', 'workbench', ':group'].map((path) => ({ path, lazy: page.group, children: templateGroupChildren }));

/** Routes of the engine area drawn inside the main layout (menu, header). */
export const engineRoutes: RouteObject[] = [
  ...groups,
  { path: 'href/template/:alias', lazy: page.hrefTemplate },
  { path: 'appContent', lazy: page.appContent },
];

/** Routes of the engine area drawn without the main layout (popups, iframes, print views). */
export const engineBareRoutes: RouteObject[] = [
  { path: 'previewForm/:formId', lazy: page.previewForm },
  { path: 'previewForm/:formId/:single', lazy: page.previewForm },
  { path: 'column/preview/:previewAlias', lazy: page.columnPreview },
  // An online form answering its host through the online-form protocol, and a flow instance's form hosted so.
  { path: 'onlineForm', lazy: page.onlineForm },
  { path: 'formManage/:instId/:type', lazy: page.formManage },
];
