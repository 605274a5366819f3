import { describe, expect, it } from 'vitest';
import { toChartData } from './to-chart-data.ts';

describe('chart data', () => {
  it('shows x through the dictionary, keeps unknown keys and names the empty x', () => {
    const dict = [{ key: 'invent', name: '发明专利' }, { key: 'newKind', name: '实用新型' }];
    expect(toChartData([{ x: 'invent', y: 5 }, { x: 'other', y: 2 }, { x: null, y: 1 }], dict, '无')).toEqual([
      { x: '发明专利', y: 5 }, { x: 'other', y: 2 }, { x: '无', y: 1 },
    ]);
  });

  it('keeps the series as text', () => {
    expect(toChartData([{ x: '2024', series: 3, y: 1 }], undefined, '无')).toEqual([{ x: '2024', series: '3', y: 1 }]);
  });
});
