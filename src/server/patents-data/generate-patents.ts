import type { Insertable } from 'kysely';
import { LEGAL_STATUSES, type LegalStatus } from '../../common/enums/legal-status.ts';
import type { PatentType } from '../../common/enums/patent-type.ts';
import { makeApplicationNo, type ApplicationTypeDigit } from '../../common/patents/application-number.ts';
import { kindFor } from '../../common/patents/publication-number.ts';
import { patentSearchTokens } from '../../common/patents/search-tokens.ts';
import { LEGAL_STATUS_PHASE } from '../../common/patents/status-tiles.ts';
import type { PatentCitationTable, PatentFamilyTable, PatentPriorityTable, PatentTable } from '../db/schema.ts';
import { addDays, addYears, fromDay, toDay } from './dates.ts';
import { legalEvents, type LegalEvent } from './legal-events.ts';
import { Prng } from './prng.ts';
import { patentTexts, personName } from './texts.ts';
import { AGENCIES, CO_APPLICANTS, DOMAINS, FAMILY_OFFICES, GIVEN_NAMES, ORG_DOMAINS, SURNAMES } from './vocabulary.ts';

export interface GeneratorOrg { id: number; code: string; name: string; kind: string; parentId: number | null }

/** A real person of the tenant who should appear as an inventor on a share of patents ("my patents"). */
export interface GeneratorPerson { fullname: string; orgId: number | null; share: number }

export interface GenerateOptions {
  tenantId: number;
  /** The applicant on every patent. */
  tenantName: string;
  seed: number;
  count: number;
  orgs: readonly GeneratorOrg[];
  people?: readonly GeneratorPerson[];
  /** "Today" of the data: nothing happens after it. Fixed so the data never depends on the clock. */
  referenceDate?: string;
  /** Added to serial numbers so separate runs into one tenant never collide. */
  serialBase?: number;
  /** Claims and description text (off for bulk benchmarks). */
  fullText?: boolean;
}

type Child<T> = Omit<Insertable<T>, 'tenant_id' | 'patent_id'>;

export interface GeneratedPatent {
  patent: Insertable<PatentTable>;
  events: LegalEvent[];
  family: Child<PatentFamilyTable>[];
  priorities: Child<PatentPriorityTable>[];
  citations: Child<PatentCitationTable>[];
}

export const REFERENCE_DATE = '2026-06-30';
const FIRST_DATE = '2005-01-01';

const STATUS_WEIGHTS: [LegalStatus, number][] = [
  ['authorization', 28], ['examination', 14], ['unpaidFee', 10], ['public', 6], ['accept', 4], ['withdraw', 4], ['operate', 4],
  ['review', 3], ['turndown', 3], ['expires', 3], ['claimLapse', 3], ['termination', 2], ['giveup', 2], ['weightGiveup', 2],
  ['applyLapse', 2], ['partInvalid', 1], ['recover', 1], ['other', 1], ['abort', 1], ['allInvalid', 1],
];
const TYPE_WEIGHTS: [PatentType, number][] = [['invent', 55], ['newKind', 28], ['exterior', 10], ['inventSQ', 4], ['other', 3]];
/** Statuses only an invention can have (published pending, substantive examination). */
const INVENTION_ONLY: LegalStatus[] = ['public', 'examination'];

function termYears(type: PatentType, applicationDate: string): number {
  if (type === 'newKind') return 10;
  if (type === 'exterior') return applicationDate >= '2021-06-01' ? 15 : 10;
  return 20;
}

/** Generates `count` patents of one tenant, the same ones for the same options. */
export function generatePatents(options: GenerateOptions): GeneratedPatent[] {
  const out: GeneratedPatent[] = [];
  for (const patent of streamPatents(options)) out.push(patent);
  return out;
}

/** The same patents one at a time, for bulk loads that should not hold them all in memory. */
export function* streamPatents(options: GenerateOptions): Generator<GeneratedPatent> {
  const prng = new Prng(options.seed);
  const ref = options.referenceDate ?? REFERENCE_DATE;
  const serials = new Map<string, number>();
  const nextSerial = (key: string, width: number) => {
    const value = (serials.get(key) ?? (options.serialBase ?? 0) + prng.int(1000, 9000)) + prng.int(1, 40);
    serials.set(key, value);
    return value % 10 ** width;
  };
  const colleges = options.orgs.filter((o) => o.kind === 'college' || o.kind === 'department');
  const groupsOf = (orgId: number) => options.orgs.filter((o) => o.kind === 'group' && o.parentId === orgId);
  const statuses = Object.keys(LEGAL_STATUSES) as LegalStatus[];
  const forcedTypes: PatentType[] = ['invent', 'newKind', 'exterior', 'inventSQ', 'other'];

  for (let i = 0; i < options.count; i++) {
    // The first rows cover every legal status, then every type; the rest follow the weights.
    let type: PatentType;
    let status: LegalStatus;
    if (i < statuses.length) [type, status] = ['invent', statuses[i]!];
    else if (i < statuses.length + forcedTypes.length) {
      type = forcedTypes[i - statuses.length]!;
      status = type === 'other' ? 'other' : 'authorization';
    } else {
      type = prng.weighted(TYPE_WEIGHTS);
      do status = prng.weighted(STATUS_WEIGHTS);
      while ((type !== 'invent' && INVENTION_ONLY.includes(status)) || (status === 'weightGiveup' && type !== 'newKind' && i > 40)
        || (type === 'inventSQ' && !['inForce', 'endedAfterGrant'].includes(LEGAL_STATUS_PHASE[status])));
      if (type === 'other') status = prng.pick(['other', 'accept', 'withdraw'] as LegalStatus[]);
    }
    yield onePatent(prng, options, ref, type, status, nextSerial, colleges, groupsOf);
  }
}

function onePatent(
  prng: Prng, options: GenerateOptions, ref: string, type: PatentType, status: LegalStatus,
  nextSerial: (key: string, width: number) => number, colleges: readonly GeneratorOrg[], groupsOf: (id: number) => GeneratorOrg[],
): GeneratedPatent {
  const phase = LEGAL_STATUS_PHASE[status];
  const invention = type === 'invent' || type === 'inventSQ' || type === 'other';
  const lagDays = type === 'newKind' ? prng.int(150, 360) : type === 'exterior' ? prng.int(100, 300) : prng.int(540, 1400);
  const lastApplication = addDays(ref, -30);
  const between = (from: string, to: string) => fromDay(prng.int(toDay(from), Math.max(toDay(from), toDay(to))));
  const clampStart = (date: string) => (date < FIRST_DATE ? FIRST_DATE : date);

  // The application date follows from the status, so every status is reachable by the reference date.
  let applicationDate: string;
  if (phase === 'pending') {
    const back = { accept: 150, review: 360, public: 900, examination: 1400, abort: 1000 }[status as 'accept'] ?? 360;
    const front = { accept: 30, review: 60, public: 360, examination: 440, abort: 200 }[status as 'accept'] ?? 30;
    applicationDate = between(addDays(ref, -back), addDays(ref, -front));
  } else if (phase === 'inForce') {
    // The shortest term the type has had (designs filed before June 2021: 10 years) keeps expiry after ref.
    const term = termYears(type, FIRST_DATE);
    applicationDate = between(clampStart(addDays(addYears(ref, -term), 60)), addDays(ref, -lagDays - 30));
  } else if (status === 'expires') {
    applicationDate = between(FIRST_DATE, addYears(ref, -termYears(type, FIRST_DATE)));
  } else if (phase === 'endedAfterGrant') {
    applicationDate = between(FIRST_DATE, addDays(ref, -lagDays - 200));
  } else if (phase === 'endedBeforeGrant') {
    applicationDate = between(FIRST_DATE, addDays(ref, -500));
  } else {
    applicationDate = between(FIRST_DATE, lastApplication);
  }
  const year = Number(applicationDate.slice(0, 4));
  const pct = invention || type === 'newKind' ? prng.chance(0.04) : false;
  const typeDigit: ApplicationTypeDigit = type === 'newKind' ? (pct ? '9' : '2') : type === 'exterior' ? '3' : pct ? '8' : '1';
  const application = makeApplicationNo(year, typeDigit, nextSerial(`${year}${typeDigit}`, 7));

  const granted = phase === 'inForce' || phase === 'endedAfterGrant';
  const grantDate = granted ? addDays(applicationDate, lagDays) : undefined;
  const term = termYears(type, applicationDate);
  const expiryDate = granted ? addDays(addYears(applicationDate, term), -1) : null;
  let statusDate: string | undefined;
  if (status === 'expires') statusDate = expiryDate!;
  else if (granted && status !== 'authorization') {
    statusDate = between(addDays(grantDate!, 90), [ref, addDays(expiryDate!, -1)].sort()[0]!);
  } else if (phase === 'endedBeforeGrant') statusDate = between(addDays(applicationDate, 300), [ref, addDays(applicationDate, 1200)].sort()[0]!);
  else if (phase === 'pending' && status !== 'accept') statusDate = between(addDays(applicationDate, 30), ref);
  else if (status === 'other') statusDate = between(applicationDate, ref);

  // Inventions are published (A) about 18 months after filing; grants get B/C (invention), U/Y, S/D.
  const pubDigits = (lead: string, date: string) =>
    date < '2007-01-01' ? `${lead}${String(nextSerial(`p${lead}`, 6)).padStart(6, '0')}` : `${lead}${String(Number(date.slice(2, 4)) + 1).padStart(2, '0')}${String(nextSerial(`p${lead}${date.slice(0, 4)}`, 6)).padStart(6, '0')}`;
  let published: { no: string; date: string } | undefined;
  const aDate = addDays(applicationDate, prng.int(180, 540));
  if (invention && type !== 'other' && !['accept', 'review'].includes(status) && aDate <= ref
    && (statusDate === undefined || aDate < statusDate || granted)) {
    published = { no: `CN${pubDigits('1', aDate)}A`, date: grantDate && grantDate < aDate ? grantDate : aDate };
  }
  let grantedNo: { no: string; date: string } | undefined;
  if (grantDate) {
    const kind = kindFor(type, true, grantDate);
    const digits = published ? published.no.slice(2, -1) : pubDigits(type === 'newKind' ? '2' : type === 'exterior' ? '3' : '1', grantDate);
    grantedNo = { no: `CN${digits}${kind}`, date: grantDate };
  }
  const publication = grantedNo ?? published;

  // Organisation, inventors and the domain of the invention.
  const person = options.people?.find((p) => prng.chance(p.share));
  const personOrg = person?.orgId ? colleges.find((c) => c.id === person.orgId) : undefined;
  let org = personOrg ?? prng.pick(colleges.length ? colleges : [undefined as unknown as GeneratorOrg]);
  let subject: GeneratorOrg | undefined;
  if (person?.orgId && !personOrg) {
    // The person sits in a research group: the patent belongs to it and its college.
    const group = findOrg(options.orgs, person.orgId);
    subject = group;
    org = (group && colleges.find((c) => c.id === group.parentId)) ?? org;
  } else if (org) {
    const groups = groupsOf(org.id);
    if (groups.length && prng.chance(0.75)) subject = prng.pick(groups);
  }
  const domainKey = ORG_DOMAINS[subject?.code ?? ''] ?? ORG_DOMAINS[org?.code ?? ''] ?? prng.pick(Object.keys(DOMAINS));
  const domain = DOMAINS[domainKey]!;
  const texts = patentTexts(prng, type, domain, options.fullText ?? true);
  const inventors = new Set<string>();
  if (person) inventors.add(person.fullname);
  const wanted = prng.int(1, 6);
  while (inventors.size < wanted) inventors.add(personName(prng, SURNAMES, GIVEN_NAMES));
  const inventorList = [...inventors];
  if (person && prng.chance(0.5)) inventorList.reverse();

  const agency = prng.chance(0.85) ? prng.pick(AGENCIES) : undefined;
  const applicant = prng.chance(0.1) ? `${options.tenantName};${prng.pick(CO_APPLICANTS)}` : options.tenantName;
  const priorities: Child<PatentPriorityTable>[] = [];
  if (prng.chance(0.1) && applicationDate > '2006-01-01') {
    const date = addDays(applicationDate, -prng.int(30, 360));
    const foreign = typeDigit === '8' || typeDigit === '9';
    priorities.push(foreign
      ? { priority_no: `US${62 + (Number(date.slice(0, 4)) - 2014)}/${prng.int(100000, 999999)}`, priority_date: date, country_code: 'US' }
      : { priority_no: makeApplicationNo(Number(date.slice(0, 4)), typeDigit === '2' ? '2' : '1', nextSerial(`pr${date.slice(0, 4)}`, 7)).formatted, priority_date: date, country_code: 'CN' });
  }
  const family: Child<PatentFamilyTable>[] = [];
  if (invention && published && prng.chance(0.15)) {
    for (const office of prng.sample(FAMILY_OFFICES, prng.int(1, 3))) {
      const y = Number(published.date.slice(0, 4));
      const n = prng.int(100000, 999999);
      const numbers: Record<string, [string, string]> = {
        US: [`US${y - 2003}/${n}`, `US${y}0${n}A1`], EP: [`EP${y % 100}${n}.${prng.int(0, 9)}`, `EP${prng.int(3, 4)}${n}A1`],
        JP: [`JP${y}-${n}`, `JP${y}${n}A`], WO: [`PCT/CN${y - 1}/${n}`, `WO${y}/${n}`], KR: [`KR10-${y}-0${n}`, `KR10-${y}-0${n}A`],
      };
      family.push({ country_code: office, application_no: numbers[office]![0], publication_no: numbers[office]![1], name: texts.name,
        applicant: options.tenantName, publication_date: addDays(published.date, prng.int(30, 500)) > ref ? published.date : addDays(published.date, prng.int(30, 500)),
        legal_status: prng.pick(['public', 'examination', 'authorization']) });
    }
  }
  const citations: Child<PatentCitationTable>[] = [];
  if (invention && published) {
    for (let c = prng.int(0, 4); c > 0; c--) {
      const citedYear = Math.max(2004, year - prng.int(1, 8));
      const cited = makeApplicationNo(citedYear, prng.pick(['1', '2'] as const), nextSerial(`c${citedYear}`, 7));
      citations.push({ application_no: cited.formatted, publication_no: `CN${1}${String(citedYear + 1 - 2000).padStart(2, '0')}${String(prng.int(0, 999999)).padStart(6, '0')}A`,
        name: patentTexts(prng, 'invent', domain, false).name, citation_type: prng.pick(['examiner', 'examiner', 'applicant', 'citedBy'] as const) });
    }
  }

  const patent: Insertable<PatentTable> = {
    tenant_id: options.tenantId,
    application_no: application.formatted,
    application_no_norm: application.normalized,
    application_date: applicationDate,
    publication_no: publication?.no ?? null,
    publication_no_norm: publication?.no.slice(2) ?? null,
    publication_date: publication?.date ?? null,
    name: texts.name,
    type,
    legal_status: status,
    country_code: 'CN',
    applicant,
    inventors: inventorList,
    inventor: inventorList.join(';'),
    priority: priorities.map((p) => p.priority_no).join(';') || null,
    priority_date: priorities[0]?.priority_date ?? null,
    ipc: texts.ipcs.join(';'),
    main_ipc: texts.ipcs[0] ?? null,
    expiry_date: expiryDate,
    agency: agency?.name ?? null,
    agent: agency ? prng.pick(agency.agents) : null,
    summary: texts.summary,
    claims: texts.claims || null,
    description: texts.description || null,
    org_id: org?.id ?? null,
    subject_id: subject?.id ?? null,
    entrusted: agency ? prng.chance(0.3) : false,
    operated: status === 'operate' || (granted && prng.chance(0.06)),
    search_tokens: patentSearchTokens({ name: texts.name, inventors: inventorList, orgName: org?.name, subjectName: subject?.name }),
  };
  const events = legalEvents({
    legalStatus: status, isInvention: invention, applicationDate, mainIpc: texts.ipcs[0] ?? '', published, granted: grantedNo, statusDate,
  }).filter((e) => e.publicityDate <= ref);
  return { patent, events, family, priorities, citations };
}

function findOrg(orgs: readonly GeneratorOrg[], id: number): GeneratorOrg | undefined {
  return orgs.find((o) => o.id === id);
}
