export { TemplateListPage, type TemplateListPageProps } from './template-list-page.tsx';
export { useListController, type ListController, type ListControllerOptions } from './use-list-controller.ts';
export { ListView, type ListViewProps } from './list-view.tsx';
export { ApiListSource, ListSourceProvider, useApiListSource, type ListSource } from './list-source.tsx';
export { createMemoryListSource } from './memory-list-source.ts';
export { buildConditions } from './build-conditions.ts';
