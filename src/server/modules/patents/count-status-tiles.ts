import { sql } from 'kysely';
import { withTenant, toCount, type Db } from '../../db/database.ts';
import { STATUS_TILES } from '../../../common/patents/status-tiles.ts';
import type { StatusCounts } from './schemas.ts';
import { tileCondition } from './tile-condition.ts';

/** GET /schoolLib/university/statusCounts: the seven home-page tiles in one pass over the tenant's patents. */
export async function countStatusTiles(db: Db, tenantId: number): Promise<StatusCounts> {
  const row = await withTenant(db, tenantId, (tx) => tx.selectFrom('patent as p')
    .select(STATUS_TILES.map((tile) => sql<unknown>`count(*) filter (where ${tileCondition(tile)})`.as(tile)))
    .executeTakeFirstOrThrow());
  return Object.fromEntries(STATUS_TILES.map((tile) => [tile, toCount((row as Record<string, unknown>)[tile])])) as StatusCounts;
}
