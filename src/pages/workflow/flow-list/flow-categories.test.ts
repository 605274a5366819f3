import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, categoriesOf, inCategory, NO_CATEGORY } from './flow-categories.ts';

const flow = (defKey: string, typeId: string | null, typeName: string | null) => ({ defKey, typeId, typeName });
const flows = [flow('a', null, null), flow('b', '1', '专利业务'), flow('c', '2', '费用'), flow('d', '1', '专利业务')];

describe('flow categories', () => {
  it('lists the categories in the order met, with their counts, uncategorised last', () => {
    expect(categoriesOf(flows)).toEqual([
      { id: '1', name: '专利业务', count: 2 }, { id: '2', name: '费用', count: 1 }, { id: NO_CATEGORY, name: '', count: 1 },
    ]);
    expect(categoriesOf([])).toEqual([]);
  });

  it('keeps the flows of the chosen category; all for 全部; those without one for none', () => {
    expect(inCategory(flows, '1').map((f) => f.defKey)).toEqual(['b', 'd']);
    expect(inCategory(flows, ALL_CATEGORIES).map((f) => f.defKey)).toEqual(['a', 'b', 'c', 'd']);
    expect(inCategory(flows, NO_CATEGORY).map((f) => f.defKey)).toEqual(['a']);
    expect(inCategory(flows, '99')).toEqual([]);
  });
});
