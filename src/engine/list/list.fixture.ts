import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import type { TemplateDefinition } from '../../common/definitions/kinds/template.ts';
import { LEGAL_STATUSES } from '../../common/enums/legal-status.ts';
import { PATENT_TYPES } from '../../common/enums/patent-type.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { ImportReply, TemplateInfo, TemplateRow } from '../../common/api/template-types.ts';
import patentApplyList from '../../../schemas/template/patentApplyList.json';
import expenseClaimList from '../../../schemas/template/expenseClaimList.json';
import patentLibraryList from '../../../schemas/template/patentLibraryList.json';
import patentApply from '../../../schemas/bo/patentApply.json';
import expenseClaim from '../../../schemas/bo/expenseClaim.json';
import { createMemoryListSource } from './memory-list-source.ts';

/** The templates of schemas/template and rows shaped like their sources, for stories, tests and the benchmark. */
export const templates = {
  patentApplyList: patentApplyList as TemplateDefinition,
  expenseClaimList: expenseClaimList as TemplateDefinition,
  patentLibraryList: patentLibraryList as TemplateDefinition,
};
const bos: Record<string, BoDefinition> = { patentApply: patentApply as BoDefinition, expenseClaim: expenseClaim as BoDefinition };

const dictOf = (labels: Record<string, Record<Language, string>>, lang: Language) =>
  Object.entries(labels).map(([key, label]) => ({ key, name: label[lang] }));

/** getBpmDataTemplateInfo as the server would answer it for a caller who sees everything. */
export function templateInfo(template: TemplateDefinition, lang: Language = 'zh-CN'): TemplateInfo {
  const bo = template.source.kind === 'bo' ? bos[template.source.boAlias] : undefined;
  return {
    template,
    formKey: template.formKey ?? null,
    bo: bo ? { alias: bo.alias, name: bo.name, fields: bo.fields.map((f) => ({ name: f.name, label: f.label, type: f.type, ...(f.dictKey ? { dictKey: f.dictKey } : {}) })) } : null,
    dicts: { patentType: dictOf(PATENT_TYPES, lang), legalStatus: dictOf(LEGAL_STATUSES, lang) },
  };
}

export const users: Record<number, string> = { 101: '张伟', 102: '李娜', 103: '王强', 104: '刘洋' };
export const orgs: Record<number, string> = { 11: '计算机学院', 12: '材料学院', 13: '电子工程学院', 14: '机械学院' };

const TOPICS = ['一种锂电池正极材料', '图像识别方法及装置', '芯片散热结构', '数据加密传输系统', '柔性显示面板', '语音合成方法', '光伏组件支架', '无人机避障控制方法'];
const TYPES = Object.keys(PATENT_TYPES);
const day = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Patent applications like the patentApply bo's records (serial numbers, dictionary keys, org ids, ISO dates). */
export function patentApplyRows(count: number): TemplateRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(i + 1),
    version: 1,
    serialNo: `ZLSQ2024${String(1000 + i)}`,
    title: `${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? ` (${Math.floor(i / TOPICS.length) + 1})` : ''}`,
    type: TYPES[i % TYPES.length],
    college: 11 + (i % 4),
    applicationDate: `${day(i)}T08:00:00.000Z`,
    pageCount: 8 + ((i * 7) % 40),
    reviewComment: i % 3 === 0 ? '材料齐全' : null,
    createdBy: 101,
    // The template's flow (patentApply): every fourth record waits at the leader, the next one's approval ended.
    _flow: i % 4 === 1 ? { instId: String(900 + i), status: 'running', nodes: ['学院领导审批'] } : i % 4 === 2 ? { instId: String(900 + i), status: 'end', nodes: [] } : null,
  }));
}

/** Expense claims like the expenseClaim bo's records. */
export function expenseClaimRows(count: number): TemplateRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(5000 + i),
    version: 1,
    claimNo: `BX-2024${String((i % 12) + 1).padStart(2, '0')}-${String(i + 1).padStart(3, '0')}`,
    title: ['差旅费', '会议注册费', '专利代理费', '办公用品'][i % 4],
    claimant: 101 + (i % 4),
    amount: 1234.5 + i * 321.25,
    claimDate: day(i),
    paid: i % 2 === 0,
  }));
}

/** A memory source over a template's fixture rows. */
export function fixtureSource(
  alias: keyof typeof templates,
  count: number,
  options: { lang?: Language; delayMs?: number; importReply?: ImportReply; importable?: boolean } = {},
) {
  const base = templates[alias];
  const template = options.importable ? { ...base, manageFields: [...base.manageFields, { type: 'import' as const }] } : base;
  const rows = alias === 'expenseClaimList' ? expenseClaimRows(count) : patentApplyRows(count);
  return createMemoryListSource({ info: templateInfo(template, options.lang), rows, users, orgs, delayMs: options.delayMs, importReply: options.importReply });
}
