import { Type, type Static } from '@sinclair/typebox';
import { PageBean, QueryCondition, QuerySorter } from '../../../common/query/query-filter.ts';
import { PageOf } from '../../../common/query/page.ts';
import { STATUS_TILES } from '../../../common/patents/status-tiles.ts';

/** TypeBox schemas of the patent-library routes; the one source of their wire types. */

const DateText = Type.String({ description: 'YYYY-MM-DD' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Failure = Type.Object({ state: Type.Literal(false), message: Type.String(), code: Type.Optional(Type.String()) });

export const PatentQueryParams = Type.Object({
  searchValue: Type.Optional(Type.String({ maxLength: 100, description: 'keyword: name, application no., publication no., college, group, inventor' })),
  status: Type.Optional(Type.Union([...STATUS_TILES.map((s) => Type.Literal(s)), Type.Literal('')], { description: 'a statistic tile (status-tiles.ts)' })),
  statusType: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Number()], { description: 'sent by the tiles with status; not used to filter' })),
}, { additionalProperties: true });

export const PatentQueryBody = Type.Object({
  pageBean: Type.Optional(PageBean),
  querys: Type.Optional(Type.Array(QueryCondition, { maxItems: 100 })),
  sorter: Type.Optional(Type.Array(QuerySorter, { maxItems: 10 })),
  params: Type.Optional(PatentQueryParams),
});
export type PatentQueryBody = Static<typeof PatentQueryBody>;

export const PatentRow = Type.Object({
  id: Type.Integer(),
  fApplicationNo: Type.String(),
  fPublicationNo: Nullable(Type.String()),
  fName: Type.String(),
  fLegalStatus: Type.String(),
  fType: Type.String(),
  fApplicationDate: DateText,
  fPublicationDate: Nullable(DateText),
  fOrgName: Nullable(Type.String()),
  fSubject: Nullable(Type.String()),
  fInventor: Type.String(),
  orgId: Type.Union([Type.Integer(), Type.Null()]),
  subjectId: Type.Union([Type.Integer(), Type.Null()]),
});
export type PatentRow = Static<typeof PatentRow>;

export const PatentPage = PageOf(PatentRow);

export const IdQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'raw id or idField + id' }) });

export const LegalEvent = Type.Object({ publicityDate: DateText, statusName: Type.String(), statusInfo: Nullable(Type.String()) });
export const FamilyMember = Type.Object({
  countryCode: Type.String(), applicationNo: Type.String(), publicationNo: Nullable(Type.String()), name: Type.String(),
  applicant: Nullable(Type.String()), publicationDate: Nullable(DateText), legalStatus: Nullable(Type.String()),
});
export const PriorityItem = Type.Object({ priorityNum: Type.String(), priorityDate: DateText, countryCode: Type.String() });
export const CitationItem = Type.Object({
  applicationNo: Type.String(), publicationNo: Nullable(Type.String()), name: Type.String(),
  type: Type.String({ description: 'examiner | applicant | citedBy' }),
});

export const FamilyInfo = Type.Object({
  family: Type.Array(FamilyMember),
  priority: Type.Array(PriorityItem),
  citation: Type.Array(CitationItem),
});
export type FamilyInfo = Static<typeof FamilyInfo>;

export const ClaimAndDesc = Type.Object({ claims: Nullable(Type.String()), description: Nullable(Type.String()), summary: Nullable(Type.String()) });

export const PatentDetail = Type.Object({
  id: Type.Integer(),
  idField: Type.String({ description: 'w_ip_patent_ID_ (tenant -1) or w_{tenant code}_ip_patent_ID_' }),
  name: Type.String(),
  applicationNo: Type.String(),
  applicationDate: DateText,
  publicationNo: Nullable(Type.String()),
  publicationDate: Nullable(DateText),
  type: Type.String(),
  legalStatus: Type.String(),
  countryCode: Type.String(),
  applicant: Nullable(Type.String()),
  inventer: Type.String({ description: "inventors joined by ';' (the spec's spelling)" }),
  inventors: Type.Array(Type.String()),
  priority: Nullable(Type.String()),
  priorityDate: Nullable(DateText),
  ipc: Nullable(Type.String()),
  mainIpc: Nullable(Type.String()),
  expiryDate: Nullable(DateText),
  agency: Nullable(Type.String()),
  agent: Nullable(Type.String()),
  summary: Nullable(Type.String()),
  orgId: Type.Union([Type.Integer(), Type.Null()]),
  orgName: Nullable(Type.String()),
  subjectId: Type.Union([Type.Integer(), Type.Null()]),
  subject: Nullable(Type.String()),
  entrusted: Type.Boolean(),
  operated: Type.Boolean(),
  hasPdf: Type.Boolean({ description: 'GET /api/patent/v1/file/desc/pdf/{publicationNo} serves the full text' }),
  legalList: Type.Array(LegalEvent),
  family: Type.Array(FamilyMember),
  priorityList: Type.Array(PriorityItem),
  citation: Type.Array(CitationItem),
});
export type PatentDetail = Static<typeof PatentDetail>;

export const StatusCounts = Type.Object(
  Object.fromEntries(STATUS_TILES.map((tile) => [tile, Type.Integer()])) as Record<(typeof STATUS_TILES)[number], ReturnType<typeof Type.Integer>>,
);
export type StatusCounts = Static<typeof StatusCounts>;

export const PdfParams = Type.Object({ pubNo: Type.String({ minLength: 1, maxLength: 40 }) });
