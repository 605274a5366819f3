import type { EnumOptionsType } from '@rjsf/utils';
import { enumOptionsIsSelected } from '@rjsf/utils';

/** The labels of the chosen options, for read-only display. */
export function chosenLabels(value: unknown, options: EnumOptionsType[] | undefined): string {
  if (value === undefined || value === null) return '';
  return (options ?? []).filter((option) => enumOptionsIsSelected(option.value, value as never)).map((option) => option.label).join('、');
}
