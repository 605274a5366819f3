/** The workbench's nine entries in order (patent-library.md, "Workbench links"); labels in the home catalogue. */
export const WORKBENCH_LINKS = [
  { key: 'todo', to: '/workbench/v-flow/v-todo?tab=work' },
  { key: 'messages', to: '/workbench/querySql/queryView/xxgl/wdxx' },
  { key: 'myPatents', to: '/workbench/querySql/queryView/wdzl/wdzl' },
  { key: 'favourites', to: '/workbench/querySql/queryView/wdsz/sz' },
  { key: 'groupFavourites', to: '/workbench/querySql/queryView/xzsz/xzsz' },
  { key: 'myGroups', to: '/workbench/querySql/queryView/wdxz/wdxz' },
  { key: 'publicIndexing', to: '/workbench/querySql/queryView/wdby/ggby' },
  { key: 'personalIndexing', to: '/workbench/querySql/queryView/wdby/grby' },
  { key: 'sharedByOthers', to: '/workbench/querySql/queryView/zlfx/zlfx' },
] as const;

export type WorkbenchLinkKey = (typeof WORKBENCH_LINKS)[number]['key'];
