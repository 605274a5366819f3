import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { DEFINITION_KINDS } from '../../../common/definitions/versions.ts';
import { orderLike } from '../../../common/definitions/order-like.ts';
import { SCHEMAS_DIR } from '../../modules/definitions/definition-files.ts';

/**
 * Definitions keep their author's key order: jsonb sorts an object's keys (by length, then bytes), so a form without
 * a layout showed its fields in that order (the expense form opened with 备注) and the editor showed reordered JSON.
 * The body becomes json, which keeps the text as written. Rows stored before lost their order; where a shipped file
 * of the same kind and key exists, its order is put back (keys the file does not have keep their place after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table definition alter column body type json using body::json`.execute(db);
  const shipped = new Map<string, unknown>();
  for (const kind of DEFINITION_KINDS) {
    const dir = path.join(SCHEMAS_DIR, kind);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      try {
        shipped.set(`${kind}/${path.basename(name, '.json')}`, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
      } catch {
        // A broken file orders nothing; the seed reports it.
      }
    }
  }
  const { rows } = await sql<{ id: number; kind: string; key: string; body: unknown }>`select id, kind, key, body from definition`.execute(db);
  for (const row of rows) {
    const file = shipped.get(`${row.kind}/${row.key}`);
    if (file === undefined) continue;
    const ordered = JSON.stringify(orderLike(row.body, file));
    if (ordered !== JSON.stringify(row.body)) await sql`update definition set body = ${ordered}::json where id = ${row.id}`.execute(db);
  }
}
