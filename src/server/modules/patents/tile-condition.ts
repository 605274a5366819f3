import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { IN_FORCE_STATUSES, TILE_RULES, type StatusTile } from '../../../common/patents/status-tiles.ts';

const inList = (values: readonly string[]) => sql<SqlBool>`p.legal_status in (${sql.join(values.map((v) => sql`${v}`))})`;
const pastExpiry = sql<SqlBool>`(p.expiry_date is not null and p.expiry_date < current_date)`;

/** The SQL of a statistic tile, built from TILE_RULES (status-tiles.ts holds the definitions and why). */
export function tileCondition(tile: StatusTile): RawBuilder<SqlBool> {
  const rule = TILE_RULES[tile];
  let condition: RawBuilder<SqlBool> = rule.statuses ? inList(rule.statuses) : sql<SqlBool>`true`;
  if (rule.expiry === 'notPast') condition = sql<SqlBool>`(${condition} and not ${pastExpiry})`;
  if (rule.expiry === 'orInForcePast') condition = sql<SqlBool>`(${condition} or (${inList(IN_FORCE_STATUSES)} and ${pastExpiry}))`;
  if (rule.flag) {
    const flag = sql.ref(`p.${rule.flag.name}`);
    condition = rule.flag.alone ? sql<SqlBool>`(${flag} or ${condition})` : sql<SqlBool>`(${flag} and ${condition})`;
  }
  return condition;
}
