import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type PageBean } from '../../common/query/query-filter.ts';

/** Keeps OFFSET far inside bigint whatever page a client asks for. */
const MAX_PAGE = 10_000_000;

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
  showTotal: boolean;
}

/** Page 1 and size 10 by default; sizes above PAGE_SIZE_MAX are cut to it. */
export function pageWindow(bean: PageBean | undefined): PageWindow {
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(bean?.page ?? 1)));
  const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(bean?.pageSize ?? PAGE_SIZE_DEFAULT)));
  return { page, pageSize, offset: (page - 1) * pageSize, showTotal: bean?.showTotal !== false };
}
