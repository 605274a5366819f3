import type { ChartPoint } from '../../common/api/custom-views.ts';
import { chartDefinitions } from '../../../widgets/chart/chart.fixture.ts';
import type { ChartSource } from './chart-source.tsx';

/** Raw getListData points (dictionary keys, largest first) for the schemas/chart definitions. */
const points: Record<string, ChartPoint[]> = {
  patentsByType: [{ x: 'invent', y: 182 }, { x: 'newKind', y: 97 }, { x: 'inventSQ', y: 64 }, { x: 'exterior', y: 31 }],
  patentsByOrg: [{ x: '计算机科学与技术学院', y: 86 }, { x: '材料科学与工程学院', y: 64 }, { x: '机械工程学院', y: 41 }],
  patentsByStatus: [],
  patentsByDate: Array.from({ length: 30 }, (_, i) => ({ x: `2024-01-${String(i + 1).padStart(2, '0')}`, y: 1 + (i % 5) })),
};

const dicts: Record<string, Record<string, { key: string; name: string }[]>> = {
  'zh-CN': { patentType: [{ key: 'invent', name: '发明专利' }, { key: 'newKind', name: '实用新型' }, { key: 'exterior', name: '外观设计' }, { key: 'inventSQ', name: '发明授权' }] },
  'en-US': { patentType: [{ key: 'invent', name: 'Invention patent' }, { key: 'newKind', name: 'Utility model' }, { key: 'exterior', name: 'Design' }, { key: 'inventSQ', name: 'Invention grant' }] },
};

/** A chart source over the fixtures, answering dictionaries in `language`. */
export function fixtureChartSource(language: 'zh-CN' | 'en-US' = 'zh-CN'): ChartSource {
  return {
    name: `fixture-chart-${language}`,
    getDefinition: async (alias) => {
      const found = chartDefinitions[alias as keyof typeof chartDefinitions];
      if (!found) throw new Error(`未找到别名为${alias}的图表`);
      return found;
    },
    getPoints: async (alias) => ({ rows: points[alias] ?? [] }),
    getDict: async (typeKey) => dicts[language]![typeKey] ?? [],
  };
}
