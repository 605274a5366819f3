import type { DialogDefinition } from '../../common/definitions/kinds/dialog.ts';
import type { QueryConditionField } from '../../common/definitions/kinds/query.ts';
import type { DialogRow } from '../../../widgets/dialog/dialog-types.ts';
import orgPicker from '../../../schemas/dialog/orgPicker.json';
import patentPicker from '../../../schemas/dialog/patentPicker.json';
import orgPatentPicker from '../../../schemas/dialog/orgPatentPicker.json';
import type { DialogSource } from './dialog-source.tsx';

/** Dialog definitions of schemas/dialog, and rows shaped like the patentLibrary and orgTree views, for stories and tests. */
export const dialogDefinitions: Record<string, DialogDefinition> = Object.fromEntries(
  [orgPicker, patentPicker, orgPatentPicker].map((d) => [d.alias, d as DialogDefinition]),
);

export const orgRows: DialogRow[] = [
  { id: 1, parentId: 0, name: '示例大学', nameEn: 'Demo University' },
  { id: 11, parentId: 1, name: '计算机学院', nameEn: 'School of Computing' },
  { id: 12, parentId: 1, name: '材料学院', nameEn: 'School of Materials' },
  { id: 13, parentId: 1, name: '电子工程学院', nameEn: 'School of Electronic Engineering' },
  { id: 111, parentId: 11, name: '人工智能研究所', nameEn: 'AI Institute' },
  { id: 112, parentId: 11, name: '软件工程系', nameEn: 'Software Engineering' },
  { id: 121, parentId: 12, name: '新能源材料课题组', nameEn: 'New Energy Materials Group' },
  { id: 131, parentId: 13, name: '芯片设计实验室', nameEn: 'Chip Design Lab' },
];

const TOPICS = ['锂电池正极材料', '图像识别方法', '芯片散热结构', '数据加密传输', '柔性显示面板', '语音合成系统', '光伏组件支架', '无人机避障'];
const INVENTORS = ['张伟', '李娜', '王强', '刘洋', '陈静', '杨磊'];
const LEAF_ORGS = [111, 112, 121, 131, 12, 13];

/** 46 patents across the organisations: more than two pages of 20. */
export const patentRows: DialogRow[] = Array.from({ length: 46 }, (_, i) => {
  const org = orgRows.find((o) => o.id === LEAF_ORGS[i % LEAF_ORGS.length])!;
  return {
    id: 1000 + i,
    applicationNo: `CN2023${String(10_000_000 + i * 7919).slice(0, 8)}.${i % 10}`,
    name: `一种${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? `（${Math.floor(i / TOPICS.length) + 1}）` : ''}`,
    orgId: org.id,
    orgName: org.name,
    inventor: `${INVENTORS[i % INVENTORS.length]}；${INVENTORS[(i + 2) % INVENTORS.length]}`,
    applicationDate: `2023-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  };
});

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The server's condition semantics, enough for fixtures: LIKE contains, EQUAL equals, empty values skipped. */
export function filterRows(rows: readonly DialogRow[], fields: readonly QueryConditionField[], values: Record<string, unknown>): DialogRow[] {
  return rows.filter((row) => fields.every((f) => {
    const wanted = values[f.field];
    if (wanted === undefined || wanted === null || text(wanted).trim() === '') return true;
    const have = text(row[f.field]);
    return (f.operation ?? 'EQUAL').includes('LIKE') ? have.includes(text(wanted).trim()) : have === text(wanted);
  }));
}

const VIEWS: Record<string, DialogRow[]> = { orgTree: orgRows, patentLibrary: patentRows };

/** A dialog source over the fixtures; `delayMs` lets stories show the loading state. */
export function fixtureDialogSource(delayMs = 0): DialogSource {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  const definition = (alias: string) => {
    const found = dialogDefinitions[alias];
    if (!found) throw new Error(`未找到别名为${alias}的对话框`);
    return found;
  };
  return {
    name: `fixture-${delayMs}`,
    getDefinition: async (alias) => later(definition(alias)),
    listRows: async (alias, conditions, page, pageSize) => {
      const d = definition(alias);
      const rows = filterRows(VIEWS[d.sqlAlias ?? ''] ?? [], d.conditionfield, conditions);
      const paged = d.needPage ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
      return later({ rows: paged, total: rows.length, page, pageSize });
    },
    treeRows: async (alias) => {
      const rows = VIEWS[definition(alias).sqlAlias ?? ''] ?? [];
      return later({ rows, total: rows.length, page: 1, pageSize: rows.length });
    },
  };
}
