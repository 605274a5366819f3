import type { Static, TObject } from '@sinclair/typebox';
import type { DefinitionKind } from '../versions.ts';
import { BoDefinition } from './bo.ts';
import { ChartDefinition } from './chart.ts';
import { ColumnDefinition } from './column.ts';
import { DialogDefinition } from './dialog.ts';
import { FormDefinition } from './form.ts';
import { LayoutDefinition } from './layout.ts';
import { MenuDefinition } from './menu.ts';
import { QueryDefinition } from './query.ts';
import { TemplateDefinition } from './template.ts';

/** The TypeBox schema of each kind: the one source of the meta schemas in schemas/meta/ and of the TS types. */
export const KIND_SCHEMAS = {
  template: TemplateDefinition,
  form: FormDefinition,
  bo: BoDefinition,
  query: QueryDefinition,
  dialog: DialogDefinition,
  chart: ChartDefinition,
  column: ColumnDefinition,
  layout: LayoutDefinition,
  menu: MenuDefinition,
} satisfies Record<DefinitionKind, TObject>;

export type DefinitionOf<K extends DefinitionKind> = Static<(typeof KIND_SCHEMAS)[K]>;
export type AnyDefinition = DefinitionOf<DefinitionKind>;

export { BoDefinition, ChartDefinition, ColumnDefinition, DialogDefinition, FormDefinition, LayoutDefinition, MenuDefinition, QueryDefinition, TemplateDefinition };
