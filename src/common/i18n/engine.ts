import { engineColumns } from './engine-columns.ts';
import { engineHomeLayout } from './engine-home-layout.ts';
import { engineForm } from './engine-form.ts';
import { engineFormWidgets } from './engine-form-widgets.ts';
import { engineList } from './engine-list.ts';
import { engineViews } from './engine-views.ts';

/** UI text of the engine area. zh-CN is the spec's text, verbatim where the spec gives it. */
export const engine = {
  'zh-CN': {
    areaName: '视图引擎',
    form: { ...engineForm['zh-CN'], widget: engineFormWidgets['zh-CN'] },
    ...engineList['zh-CN'],
    ...engineViews['zh-CN'],
    column: engineColumns['zh-CN'],
    home: engineHomeLayout['zh-CN'],
  },
  'en-US': {
    areaName: 'View engine',
    form: { ...engineForm['en-US'], widget: engineFormWidgets['en-US'] },
    ...engineList['en-US'],
    ...engineViews['en-US'],
    column: engineColumns['en-US'],
    home: engineHomeLayout['en-US'],
  },
} as const;
