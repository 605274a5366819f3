import type { Label } from '../../common/definitions/label.ts';
import type { QueryOperation } from '../../common/query/query-filter.ts';

/** A query view (or custom query) as the page draws it, whichever definition it came from. */
export interface QueryViewModel {
  name: Label;
  /** The caller-given conditions: one search input each. */
  searchFields: { field: string; label?: Label; operation?: QueryOperation }[];
  columns: { field: string; label?: Label }[];
  pageSize: number;
  exportable: boolean;
}

/** A file a call returned, with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Query views page by 10 unless their definition says otherwise (workflow-office.md section 9). */
export const QUERY_VIEW_PAGE_SIZE = 10;
