/**
 * Patent grading (专利分级): a score per patent on GB/T 42748-2023's three groups of indicators, legal, technical and
 * economic value (docs/patent-grading.md). Some indicators follow from the patent's data (counted by the server);
 * the rest are an expert's 0-10 scores (saveGrading). Each indicator scores 0-10; a group is the weighted mean of
 * its scored indicators (an indicator not yet scored leaves the weights of the others); the total is the weighted
 * sum of the groups, on 100.
 */
export type GradingGroup = 'legal' | 'technical' | 'economic';

export interface IndicatorDef {
  key: string;
  group: GradingGroup;
  /** Weight inside its group; the weights of a group sum to 1. */
  weight: number;
  /** auto: counted from the patent's data; expert: scored by the IP office. */
  source: 'auto' | 'expert';
  label: { 'zh-CN': string; 'en-US': string };
}

export const GROUP_WEIGHTS: Record<GradingGroup, number> = { legal: 0.35, technical: 0.35, economic: 0.3 };

export const GROUP_LABELS: Record<GradingGroup, { 'zh-CN': string; 'en-US': string }> = {
  legal: { 'zh-CN': '法律价值', 'en-US': 'Legal value' },
  technical: { 'zh-CN': '技术价值', 'en-US': 'Technical value' },
  economic: { 'zh-CN': '经济价值', 'en-US': 'Economic value' },
};

export const INDICATORS: readonly IndicatorDef[] = [
  { key: 'legalStatus', group: 'legal', weight: 0.25, source: 'auto', label: { 'zh-CN': '法律状态与稳定性', 'en-US': 'Legal status and stability' } },
  { key: 'remainingTerm', group: 'legal', weight: 0.25, source: 'auto', label: { 'zh-CN': '剩余保护期', 'en-US': 'Remaining term' } },
  { key: 'claimCount', group: 'legal', weight: 0.15, source: 'auto', label: { 'zh-CN': '权利要求数量', 'en-US': 'Number of claims' } },
  { key: 'familyCountries', group: 'legal', weight: 0.15, source: 'auto', label: { 'zh-CN': '多国布局', 'en-US': 'Countries of the family' } },
  { key: 'nonCircumvention', group: 'legal', weight: 0.2, source: 'expert', label: { 'zh-CN': '不可规避性', 'en-US': 'Hard to design around' } },
  { key: 'patentType', group: 'technical', weight: 0.2, source: 'auto', label: { 'zh-CN': '专利类型', 'en-US': 'Patent type' } },
  { key: 'forwardCitations', group: 'technical', weight: 0.2, source: 'auto', label: { 'zh-CN': '被引证次数', 'en-US': 'Times cited' } },
  { key: 'ipcBreadth', group: 'technical', weight: 0.15, source: 'auto', label: { 'zh-CN': '技术覆盖面（IPC 小类数）', 'en-US': 'Breadth (IPC subclasses)' } },
  { key: 'advancement', group: 'technical', weight: 0.25, source: 'expert', label: { 'zh-CN': '技术先进性', 'en-US': 'Advancement' } },
  { key: 'maturity', group: 'technical', weight: 0.2, source: 'expert', label: { 'zh-CN': '技术成熟度', 'en-US': 'Maturity' } },
  { key: 'exploitation', group: 'economic', weight: 0.3, source: 'auto', label: { 'zh-CN': '运用情况（转让、许可、质押）', 'en-US': 'Exploitation (transfer, licence, pledge)' } },
  { key: 'marketProspect', group: 'economic', weight: 0.3, source: 'expert', label: { 'zh-CN': '市场规模前景', 'en-US': 'Market prospect' } },
  { key: 'competition', group: 'economic', weight: 0.2, source: 'expert', label: { 'zh-CN': '竞争情况', 'en-US': 'Competition' } },
  { key: 'policyFit', group: 'economic', weight: 0.2, source: 'expert', label: { 'zh-CN': '政策适应性', 'en-US': 'Policy fit' } },
];

export const EXPERT_INDICATORS = INDICATORS.filter((i) => i.source === 'expert').map((i) => i.key);

/** What the automatic indicators are counted from. */
export interface GradingInputs {
  type: string;
  legalStatus: string;
  applicationDate: string;
  /** yyyy-mm-dd the grade is taken on (China time). */
  today: string;
  claimCount: number;
  familyCountries: number;
  forwardCitations: number;
  ipcSubclasses: number;
  operated: boolean;
}

const IN_FORCE = new Set(['authorization', 'recover', 'operate']);
const PENDING = new Set(['public', 'accept', 'review', 'examination']);

/** Years of protection from filing (Patent Law art. 42; designs filed from 2021-06-01: 15). */
export function termYears(type: string, applicationDate: string): number {
  if (type === 'invent' || type === 'inventSQ') return 20;
  if (type === 'exterior') return applicationDate >= '2021-06-01' ? 15 : 10;
  return 10;
}

const clamp = (n: number) => Math.max(0, Math.min(10, n));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The automatic indicators' 0-10 scores. */
export function autoScores(i: GradingInputs): Record<string, number> {
  const years = termYears(i.type, i.applicationDate);
  const ageYears = (Date.parse(i.today) - Date.parse(i.applicationDate)) / (365.25 * 86_400_000);
  const inForce = IN_FORCE.has(i.legalStatus);
  const pending = PENDING.has(i.legalStatus);
  return {
    legalStatus: inForce ? 10 : i.legalStatus === 'partInvalid' ? 5 : pending ? 4 : 0,
    remainingTerm: inForce || pending ? round1(clamp((10 * (years - ageYears)) / years)) : 0,
    claimCount: i.claimCount === 0 ? 0 : round1(clamp(2 + (8 * Math.min(i.claimCount, 10)) / 10)),
    familyCountries: i.familyCountries <= 1 ? 2 : i.familyCountries === 2 ? 5 : i.familyCountries <= 4 ? 8 : 10,
    patentType: i.type === 'invent' || i.type === 'inventSQ' ? 10 : i.type === 'newKind' ? 6 : i.type === 'exterior' ? 4 : 2,
    forwardCitations: i.forwardCitations === 0 ? 0 : i.forwardCitations <= 2 ? 4 : i.forwardCitations <= 5 ? 7 : 10,
    ipcBreadth: i.ipcSubclasses <= 1 ? 4 : i.ipcSubclasses === 2 ? 6 : i.ipcSubclasses === 3 ? 8 : 10,
    exploitation: i.operated ? 10 : 0,
  };
}

/** A, B, C, D by the total (A keep, D a candidate to abandon at the next annual fee). */
export const GRADE_LEVELS = [
  { level: 'A', min: 80 }, { level: 'B', min: 65 }, { level: 'C', min: 50 }, { level: 'D', min: 0 },
] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number]['level'];

export function levelOf(total: number): GradeLevel {
  return GRADE_LEVELS.find((l) => total >= l.min)!.level;
}

export interface GradingResult {
  groups: Record<GradingGroup, number>;
  indicators: { key: string; group: GradingGroup; source: 'auto' | 'expert'; weight: number; score: number | null }[];
  total: number;
  level: GradeLevel;
  /** Every expert indicator scored. */
  complete: boolean;
}

/** The grade from the data and the expert's scores (missing or out-of-range expert scores count as not scored). */
export function grade(inputs: GradingInputs, expert: Readonly<Record<string, number | null | undefined>>): GradingResult {
  const auto = autoScores(inputs);
  const indicators = INDICATORS.map((d) => {
    const raw = d.source === 'auto' ? auto[d.key] : expert[d.key];
    const score = typeof raw === 'number' && raw >= 0 && raw <= 10 ? raw : null;
    return { key: d.key, group: d.group, source: d.source, weight: d.weight, score };
  });
  const groups = {} as Record<GradingGroup, number>;
  for (const g of Object.keys(GROUP_WEIGHTS) as GradingGroup[]) {
    const scored = indicators.filter((i) => i.group === g && i.score !== null);
    const weight = scored.reduce((s, i) => s + i.weight, 0);
    groups[g] = weight ? round1(scored.reduce((s, i) => s + i.weight * i.score!, 0) / weight) : 0;
  }
  const total = Math.round((Object.keys(GROUP_WEIGHTS) as GradingGroup[]).reduce((s, g) => s + GROUP_WEIGHTS[g] * groups[g] * 10, 0) * 10) / 10;
  return { groups, indicators, total, level: levelOf(total), complete: indicators.every((i) => i.score !== null) };
}

/** Claims in a claims text: its numbered paragraphs ("1. ...", "2、..."), at least 1 when there is any text. */
export function countClaims(claims: string | null): number {
  if (!claims?.trim()) return 0;
  const numbers = new Set([...claims.matchAll(/(?:^|\n|\s)(\d{1,3})\s*[.、．]/g)].map((m) => Number(m[1])));
  return Math.max(1, numbers.size);
}

/** IPC subclasses (the first four characters, e.g. H01M) among a patent's IPC codes. */
export function ipcSubclasses(ipc: string | null, mainIpc: string | null): number {
  const codes = `${ipc ?? ''};${mainIpc ?? ''}`.split(/[;,；\s]+/).map((c) => c.trim().toUpperCase().slice(0, 4)).filter((c) => /^[A-H]\d\d[A-Z]$/.test(c));
  return new Set(codes).size;
}
