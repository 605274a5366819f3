import type { StatusTile } from '../../common/patents/status-tiles.ts';

/** Tenant types whose library is the institution library (jgzlk); the others search the school library (bxzlk). */
const INSTITUTION_TYPES: readonly string[] = ['enterprise', 'research'];

/** Where the banner's keyword search goes (patent-library.md, "Search target"). */
export function searchTarget(tenantType: string | undefined, keyword: string): string {
  const alias = tenantType && INSTITUTION_TYPES.includes(tenantType) ? 'jgzlk' : 'bxzlk';
  const path = `/zlk1/template/preview/${alias}`;
  return keyword ? `${path}?${new URLSearchParams({ searchValue: keyword }).toString()}` : path;
}

/** Where a statistic tile goes (patent-library.md, "Statistic tiles"): the library filtered by the tile. */
export function tileTarget(tile: StatusTile): string {
  return `/zlk1/template/preview/jgzlk?${new URLSearchParams({ status: tile, statusType: '1' }).toString()}`;
}
