import { describe, expect, it } from 'vitest';
import { flowLayout, layoutGeometryProblems } from './layout-geometry.ts';

describe('home layout geometry', () => {
  it('finds columns past the 12 units, twice in a layout, or over another', () => {
    const problems = layoutGeometryProblems([
      { column: 'a', x: 0, y: 0, w: 8, h: 2 },
      { column: 'b', x: 6, y: 1, w: 4, h: 2 },
      { column: 'c', x: 10, y: 0, w: 4, h: 1 },
      { column: 'a', x: 0, y: 5, w: 2, h: 1 },
    ], 'zh-CN');
    expect(problems.map((p) => p.pointer)).toEqual(['/items/1', '/items/2/w', '/items/3/column']);
    expect(problems[0]!.message).toBe('栏目“b”与栏目“a”的位置重叠');
    expect(layoutGeometryProblems([{ column: 'a', x: 0, y: 0, w: 6, h: 2 }, { column: 'b', x: 6, y: 0, w: 6, h: 2 }])).toEqual([]);
  });

  it('flows an ordered list of sized columns into rows, keeping the order in reading order', () => {
    const items = flowLayout([{ column: 'a', w: 8, h: 3 }, { column: 'b', w: 4, h: 1 }, { column: 'c', w: 4, h: 1 }, { column: 'd', w: 12, h: 2 }]);
    expect(items).toEqual([
      { column: 'a', x: 0, y: 0, w: 8, h: 3 },
      { column: 'b', x: 8, y: 0, w: 4, h: 1 },
      { column: 'c', x: 8, y: 1, w: 4, h: 1 },
      { column: 'd', x: 0, y: 3, w: 12, h: 2 },
    ]);
    expect(layoutGeometryProblems(items)).toEqual([]);
  });
});
