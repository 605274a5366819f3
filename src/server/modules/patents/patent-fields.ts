import type { QueryFields, ServerQueryField } from '../../query/query-fields.ts';
import { keywordValue, tileValue } from './filter-values.ts';
import { keywordCondition } from './keyword-condition.ts';
import { tileCondition } from './tile-condition.ts';

/**
 * The properties the patent list filters and sorts by: the wire names of the list rows (`fName`...), each also
 * under its plain name (`name`, `applicationDate`) as api-conventions.md writes them. `p` is patent,
 * `o` the college or department, `s` the research group.
 */
const WIRE: ServerQueryField[] = [
  { name: 'id', column: 'p.id', type: 'number' },
  { name: 'fApplicationNo', column: 'p.application_no', type: 'string' },
  { name: 'fPublicationNo', column: 'p.publication_no', type: 'string' },
  { name: 'fName', column: 'p.name', type: 'string' },
  { name: 'fLegalStatus', column: 'p.legal_status', type: 'string' },
  { name: 'fType', column: 'p.type', type: 'string' },
  { name: 'fApplicationDate', column: 'p.application_date', type: 'date' },
  { name: 'fPublicationDate', column: 'p.publication_date', type: 'date' },
  { name: 'fExpiryDate', column: 'p.expiry_date', type: 'date' },
  { name: 'fOrgName', column: 'o.name', type: 'string' },
  { name: 'fSubject', column: 's.name', type: 'string' },
  { name: 'fInventor', column: 'p.inventor', type: 'string' },
  { name: 'fApplicant', column: 'p.applicant', type: 'string' },
  { name: 'fAgency', column: 'p.agency', type: 'string' },
  { name: 'fMainIpc', column: 'p.main_ipc', type: 'string' },
  { name: 'orgId', column: 'p.org_id', type: 'number' },
  { name: 'subjectId', column: 'p.subject_id', type: 'number' },
  { name: 'entrusted', column: 'p.entrusted', type: 'boolean' },
  { name: 'operated', column: 'p.operated', type: 'boolean' },
];

const plain = (name: string) => (/^f[A-Z]/.test(name) ? name.charAt(1).toLowerCase() + name.slice(2) : null);

/**
 * The library template's filter-only properties (as its registered view names them, library-views.ts), for a
 * condition beyond params: a second keyword from the search bar (all its hits, ANDed), a tile, statusType (nothing).
 */
const VIRTUAL: ServerQueryField[] = [
  {
    name: 'searchValue', column: 'p.id', type: 'string', sortable: false,
    compile: (_operation, value) => (keywordValue(value) ? keywordCondition(keywordValue(value)) : null),
  },
  {
    name: 'status', column: 'p.id', type: 'string', sortable: false,
    compile: (_operation, value) => {
      const tile = tileValue(value);
      return tile ? tileCondition(tile) : null;
    },
  },
  { name: 'statusType', column: 'p.id', type: 'string', sortable: false, compile: () => null },
];

export const PATENT_FIELDS: QueryFields = [
  ...WIRE,
  ...VIRTUAL,
  ...WIRE.flatMap((field) => {
    const alias = plain(field.name);
    return alias ? [{ ...field, name: alias }] : [];
  }),
];
