import type { ComponentType } from 'react';
import {
  CheckboxControl, DateControl, DialogControl, NumberControl, RadioControl, SelectControl, TextControl, type ConditionControlProps,
} from '../../../widgets/list/condition-controls.tsx';

/** The search-bar controls a condition field may name (template `control`). */
export const conditionControls = {
  text: TextControl,
  number: NumberControl,
  date: DateControl,
  dateRange: DateControl,
  select: SelectControl,
  radio: RadioControl,
  checkbox: CheckboxControl,
  dict: SelectControl,
  dialog: DialogControl,
} satisfies Record<string, ComponentType<ConditionControlProps>>;

export type ConditionControlName = keyof typeof conditionControls;
