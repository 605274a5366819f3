import { sql } from 'kysely';
import { formatSerial, periodKey } from '../../../common/definitions/serial-rule.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * The next serial number of an identity rule. One `update ... returning` takes the row lock, so concurrent calls
 * never share a value; a call that reaches a newer period resets the counter, and a call still holding an older
 * period's date (it raced a period change) never resets it back: it takes a number of the newer period.
 */
export async function nextIdentity(tx: Tx, tenantId: number, alias: string, at = new Date()): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const rule = await tx.selectFrom('identity').select(['reset']).where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst();
    if (!rule) throw notFound('identityNotFound');
    const key = periodKey(rule.reset, at);
    const row = await tx.updateTable('identity')
      .set({
        current_value: sql<number>`case when ${key} > period_key then init_value else current_value + step end`,
        period_key: sql<string>`greatest(period_key, ${key})`,
      })
      .where('tenant_id', '=', tenantId).where('alias', '=', alias)
      .returning(['current_value', 'period_key', 'rule'])
      .executeTakeFirstOrThrow();
    if (row.period_key === key || attempt > 0) return formatSerial(row.rule, row.current_value, at);
    at = new Date();
  }
}
