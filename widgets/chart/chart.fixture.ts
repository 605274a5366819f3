import type { ChartDefinition } from '../../src/common/definitions/kinds/chart.ts';
import patentsByOrg from '../../schemas/chart/patentsByOrg.json';
import patentsByDate from '../../schemas/chart/patentsByDate.json';
import patentsByType from '../../schemas/chart/patentsByType.json';
import patentsByStatus from '../../schemas/chart/patentsByStatus.json';
import type { ChartDatum } from './chart-types.ts';

/** Chart definitions of schemas/chart and points shaped like their getListData replies (dictionary applied), for stories and tests. */
export const chartDefinitions = {
  patentsByOrg: patentsByOrg as ChartDefinition,
  patentsByDate: patentsByDate as ChartDefinition,
  patentsByType: patentsByType as ChartDefinition,
  patentsByStatus: patentsByStatus as ChartDefinition,
};

export const orgPoints: ChartDatum[] = [
  { x: '计算机学院', y: 86 }, { x: '材料科学与工程学院', y: 64 }, { x: '电子工程学院', y: 57 }, { x: '机械工程学院', y: 41 },
  { x: '化学化工学院', y: 33 }, { x: '生命科学学院', y: 18 }, { x: '新能源材料与器件研究中心', y: 9 },
];

/** 36 days: more than 20 points, so the zoom slider shows. */
export const datePoints: ChartDatum[] = Array.from({ length: 36 }, (_, i) => ({
  x: `2024-${String(Math.floor(i / 3) + 1).padStart(2, '0')}-${String((i % 3) * 9 + 1).padStart(2, '0')}`,
  y: 3 + ((i * 7) % 11),
}));

export const typePoints: ChartDatum[] = [
  { x: '发明专利', y: 182 }, { x: '实用新型', y: 97 }, { x: '外观设计', y: 31 }, { x: '发明授权', y: 64 },
];

/** Long labels: they wrap at 10 characters in the pie. */
export const longLabelPoints: ChartDatum[] = [
  { x: '新能源材料与器件研究中心联合实验室', y: 42 }, { x: '计算机科学与技术学院人工智能研究所', y: 35 }, { x: '电子工程学院', y: 21 },
];

export const statusPoints: ChartDatum[] = [
  { x: '授权', y: 146 }, { x: '实质审查', y: 88 }, { x: '公开', y: 51 }, { x: '受理', y: 37 }, { x: '驳回', y: 12 }, { x: '撤回', y: 7 },
];

export const englishTypePoints: ChartDatum[] = [
  { x: 'Invention patent', y: 182 }, { x: 'Utility model', y: 97 }, { x: 'Design', y: 31 }, { x: 'Invention grant', y: 64 },
];
