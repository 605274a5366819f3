// Styles of the Arco controls the theme's widgets draw (each file imports the CSS of what it uses).
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/TimePicker/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { createElement, type ComponentType } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { arcoTheme } from '../../../widgets/form/theme.ts';

/**
 * rjsf recognises memo/forwardRef widgets with react-is 18, which does not know React 19 elements; a memo widget is
 * therefore wrapped in a plain function (the inner memo still skips unchanged renders).
 */
function asFunction(widget: unknown): ComponentType<WidgetProps> {
  if (typeof widget === 'function') return widget as ComponentType<WidgetProps>;
  const Wrapped = (props: WidgetProps) => createElement(widget as ComponentType<WidgetProps>, props);
  Wrapped.displayName = `Engine(${(widget as { displayName?: string; type?: { name?: string } }).displayName ?? (widget as { type?: { name?: string } }).type?.name ?? 'Widget'})`;
  return Wrapped;
}

/** The Arco theme as the engine hands it to rjsf. */
export const engineTheme = {
  ...arcoTheme,
  widgets: Object.fromEntries(Object.entries(arcoTheme.widgets ?? {}).map(([name, widget]) => [name, asFunction(widget)])) as RegistryWidgetsType,
};
