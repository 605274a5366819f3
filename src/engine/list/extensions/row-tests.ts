import type { RowTest, TemplateButton } from '../../../common/definitions/kinds/template.ts';

const same = (a: unknown, b: unknown) => a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));

/** Whether a row passes one test of a button's `visibleWhen`. */
export function passes(test: RowTest, row: Readonly<Record<string, unknown>>): boolean {
  const value = row[test.field];
  switch (test.operation) {
    case 'NOTNULL':
      return value !== null && value !== undefined && value !== '';
    case 'IS_NULL':
      return value === null || value === undefined || value === '';
    case 'IN':
      return (Array.isArray(test.value) ? test.value : [test.value]).some((v) => same(value, v));
    case 'NOT_EQUAL':
      return !same(value, test.value);
    default:
      return same(value, test.value);
  }
}

/** Whether a row shows a button: every `visibleWhen` test holds (no tests: every row). */
export const shownFor = (button: Pick<TemplateButton, 'visibleWhen'>, row: Readonly<Record<string, unknown>>) =>
  (button.visibleWhen ?? []).every((test) => passes(test, row));
