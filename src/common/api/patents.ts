import { Type, type Static } from '@sinclair/typebox';
import { PageBean, QueryCondition, QuerySorter } from '../query/query-filter.ts';
import { PageOf } from '../query/page.ts';
import { STATUS_TILES } from '../patents/status-tiles.ts';

/** TypeBox schemas of the patent-library routes (front host): the one source of their wire types, server and client. */

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
  cpc: Type.Optional(Nullable(Type.String({ description: "CPC codes joined by ';' (the CPC bulk upload)" }))),
  mainCpc: Type.Optional(Nullable(Type.String())),
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

/** A list of ids as the Hotent client sends them: an array, or one comma-separated string. */
export const IdList = Type.Union([
  Type.Array(Type.Integer({ minimum: 1 }), { minItems: 0, maxItems: 1000 }),
  Type.String({ maxLength: 20000, pattern: '^[0-9, ]*$' }),
  Type.Integer({ minimum: 1 }),
]);
export type IdList = Static<typeof IdList>;

/** POST /api/patentShare/v1/sharePatent (patent-library.md "Share payload"). */
export const SharePatentBody = Type.Object({
  pids: Type.Optional(IdList),
  /** The people shared with (user ids). */
  sharedId: Type.Optional(IdList),
  /** Where the patents were found (a library template alias such as jgzlk). */
  sjly: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SharePatentBody = Static<typeof SharePatentBody>;

/** POST /api/patentShare/v1/removeShare: share ids (rows of the shared lists) the caller sent or received. */
export const RemoveShareBody = Type.Object({ ids: Type.Optional(IdList) });

/** POST /api/patentShare/v1/list: `params.direction` toMe (shared by others, default) or byMe. */
export const SharedPatentRow = Type.Object({
  id: Type.Integer({ description: 'share id' }),
  patentId: Type.Integer(),
  sharedBy: Type.Integer(),
  sharedByName: Type.String(),
  sharedTo: Type.Integer(),
  sharedToName: Type.String(),
  source: Nullable(Type.String()),
  shareTime: Type.String({ description: 'ISO date-time' }),
  fApplicationNo: Type.String(),
  fName: Type.String(),
  fLegalStatus: Type.String(),
  fType: Type.String(),
  fApplicationDate: DateText,
});
export const SharedPatentPage = PageOf(SharedPatentRow);

/** Command replies: `{ state, message, value? }`. */
export const CommandReply = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(Type.Unknown()) });

/**
 * The registered view `patentSearch` (templates jgzlk and bxzlk) and the workbench views: the property names
 * their definitions may list, filter and sort by. Virtual properties: `searchValue` (the keyword of the search
 * box, served by the bigram and number indexes), `status` (a statistic tile) and `statusType` (sent by the
 * tiles beside status; filters nothing).
 */
export const PATENT_VIEW_FIELDS = [
  'id', 'fApplicationNo', 'fPublicationNo', 'fName', 'fLegalStatus', 'fType', 'fApplicationDate', 'fPublicationDate',
  'fExpiryDate', 'fOrgName', 'fSubject', 'fInventor', 'orgId', 'subjectId',
] as const;
export const PATENT_SEARCH_FIELDS = [...PATENT_VIEW_FIELDS, 'fApplicant', 'fAgency', 'fMainIpc', 'entrusted', 'operated', 'searchValue', 'status', 'statusType'] as const;

/**
 * The workbench query views of patent-library.md section 2 as [sqlAlias, alias]: the client opens
 * `/workbench/querySql/queryView/{sqlAlias}/{alias}` and reads `POST /api/form/form/query/queryView/data_{sqlAlias}/{alias}`.
 * Each is a template (schemas/template/{alias}.json) over a registered view whose data rule fixes the person to the caller.
 */
export const WORKBENCH_QUERY_VIEWS = {
  myPatents: ['wdzl', 'wdzl'],
  favourites: ['wdsz', 'sz'],
  groupFavourites: ['xzsz', 'xzsz'],
  myGroups: ['wdxz', 'wdxz'],
  publicIndexing: ['wdby', 'ggby'],
  personalIndexing: ['wdby', 'grby'],
  sharedByOthers: ['zlfx', 'zlfx'],
  messages: ['xxgl', 'wdxx'],
} as const;

/** Library search templates by tenant type (patent-library.md "Search target"): enterprise and research use jgzlk. */
export const LIBRARY_TEMPLATES = { institution: 'jgzlk', university: 'bxzlk' } as const;
