import type { DisplayField, TemplateDefinition } from '../../src/common/definitions/kinds/template.ts';
import type { TemplateInfo, TemplateRow } from '../../src/app/api/forms.ts';
import { PATENT_TYPES } from '../../src/common/enums/patent-type.ts';

/** 1,000 rows, or ?rows=N in the page's address (the bench's tiny scale). */
export const ROWS = Number(new URLSearchParams(globalThis.location?.search ?? '').get('rows') ?? 1000);
const FORMATS: NonNullable<DisplayField['formatter']>[] = ['text', 'date', 'number', 'money', 'dict', 'boolean', 'text', 'datetime', 'percent', 'text'];

/** 20 display fields cycling through the formatters, ROWS rows: the same data for the engine and the plain table. */
export const fields: DisplayField[] = Array.from({ length: 20 }, (_, i) => ({
  field: `f${i}`,
  label: { 'zh-CN': `字段${i + 1}`, 'en-US': `Field ${i + 1}` },
  formatter: FORMATS[i % FORMATS.length],
  ...(FORMATS[i % FORMATS.length] === 'dict' ? { dictKey: 'patentType' } : {}),
  width: 140,
}));

const types = Object.keys(PATENT_TYPES);
const valueOf = (format: string, row: number, col: number): unknown => {
  switch (format) {
    case 'date': return new Date(Date.UTC(2020, 0, 1) + row * 86_400_000).toISOString();
    case 'datetime': return new Date(Date.UTC(2020, 0, 1) + row * 3_600_000).toISOString();
    case 'number': return row * 17 + col;
    case 'money': return row * 123.45;
    case 'percent': return (row % 100) + 0.5;
    case 'dict': return types[row % types.length];
    case 'boolean': return row % 2 === 0;
    default: return `专利数据 ${row + 1}-${col + 1}`;
  }
};

export const rows: TemplateRow[] = Array.from({ length: ROWS }, (_, r) => ({
  id: `row-${r + 1}`,
  ...Object.fromEntries(fields.map((f, c) => [f.field, valueOf(f.formatter ?? 'text', r, c)])),
}));

export const template: TemplateDefinition = {
  kind: 'template', schemaVersion: 2, alias: 'benchList', name: { 'zh-CN': '基准列表' },
  source: { kind: 'bo', boAlias: 'bench' },
  conditionFields: [{ field: 'f0', label: { 'zh-CN': '字段1' }, control: 'text', operation: 'LIKE' }],
  displayFields: fields,
  manageFields: [{ type: 'edit' }, { type: 'detail' }, { type: 'delete' }],
  pageSize: ROWS,
};

export const info: TemplateInfo = {
  template, formKey: null, bo: null,
  dicts: { patentType: Object.entries(PATENT_TYPES).map(([key, label]) => ({ key, name: label['zh-CN'] })) },
};
