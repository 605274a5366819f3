import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { INDEX_MAX_DEPTH } from '../../../common/api/collections.ts';
import { withTenant, type Db, type Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { actorOf, type Actor } from '../collections/actor.ts';
import { addItems } from '../collections/collect-patents.ts';
import { ensureRoot } from '../collections/ensure-roots.ts';
import type { NodeRow } from '../collections/node-access.ts';
import { createChild } from '../collections/save-node.ts';
import { cellText, patentByNumber, readBulkSheet, RowProblems } from './bulk-sheet.ts';

/** What one public indexing sheet did. */
export const PublicIndexImported = Type.Object({
  rows: Type.Integer({ description: 'rows of the sheet' }),
  added: Type.Integer({ description: 'patents newly indexed (a patent already in its node counts once)' }),
  nodesCreated: Type.Integer({ description: 'indexing nodes the paths made' }),
});
export type PublicIndexImported = Static<typeof PublicIndexImported>;

const NAME_MAX = 100;

/** "储能/锂电池/正极材料" (also \ ＞ > ／ as separators) as node names below the public root. */
export function indexPath(text: string): string[] {
  return text.split(/\s*[/\\>＞／]\s*/).map((part) => part.trim()).filter(Boolean);
}

interface Planned { row: number; patentId: number; path: string[]; source: string | null }

/**
 * /querySql/publicIndexUpload, one sheet per call: each row (A: publication or application number, B: the indexing
 * path below 公共标引, at most three levels, C: an optional source note) indexes the tenant's patent into that node
 * of the public indexing tree; missing nodes of the path are made. Only the public tree's administrators (IPgly,
 * qyIPgly, kyIPgly). Every row is checked first; any problem refuses the whole sheet with the rows named, and the
 * writes are one transaction.
 */
export async function importPublicIndex(db: Db, principal: Principal, lang: Language, request: FastifyRequest, maxBytes: number): Promise<PublicIndexImported> {
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  const admin = await withTenant(db, principal.tenantId, async (tx) => (await actorOf(tx, principal)).indexAdmin);
  if (!admin) throw forbidden('publicIndexAdminOnly');
  const rows = await readBulkSheet(request, maxBytes);
  return withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const problems = new RowProblems(translatorFor(lang));
    const planned: Planned[] = [];
    for (const { rowNumber, cells } of rows) {
      const number = cellText(cells[0]);
      const path = indexPath(cellText(cells[1]));
      if (!number) problems.add(rowNumber, 'bulkNumberMissing');
      if (!path.length) problems.add(rowNumber, 'bulkIndexPathMissing');
      else if (path.length > INDEX_MAX_DEPTH) problems.add(rowNumber, 'bulkIndexPathTooDeep', { max: INDEX_MAX_DEPTH });
      else if (path.some((name) => name.length > NAME_MAX)) problems.add(rowNumber, 'bulkIndexNameTooLong', { max: NAME_MAX });
      if (!number) continue;
      const patent = await patentByNumber(tx, principal.tenantId, number);
      if (!patent) problems.add(rowNumber, 'bulkRowPatentNotFound', { number });
      else planned.push({ row: rowNumber, patentId: patent.id, path, source: cellText(cells[2]).slice(0, 200) || null });
    }
    problems.throwIfAny();
    const nodes = new NodeMaker(tx, actor, await ensureRoot(tx, actor, 'pubIndex'));
    let added = 0;
    for (const item of planned) {
      const node = await nodes.nodeAt(item.path);
      added += await addItems(tx, actor, node.id, [item.patentId], item.source);
    }
    return { rows: rows.length, added, nodesCreated: nodes.created };
  });
}

/** Finds or makes the nodes of paths below a root, remembering what it found. */
class NodeMaker {
  created = 0;
  private readonly known = new Map<string, NodeRow>();
  constructor(private readonly tx: Tx, private readonly actor: Actor, private readonly root: NodeRow) {}

  async nodeAt(path: string[]): Promise<NodeRow> {
    let node = this.root;
    for (let depth = 0; depth < path.length; depth++) {
      const key = JSON.stringify(path.slice(0, depth + 1));
      const known = this.known.get(key);
      if (known) {
        node = known;
        continue;
      }
      const name = path[depth]!;
      const existing = await this.tx.selectFrom('sys_type').selectAll().where('parent_id', '=', node.id)
        .where('type_group_key', '=', 'pubIndex').where('name', '=', name).orderBy('id').executeTakeFirst();
      if (existing) node = existing;
      else {
        node = await createChild(this.tx, this.actor, node, name, `pubIndex${Date.now().toString(36)}${this.created}`);
        this.created++;
      }
      this.known.set(key, node);
    }
    return node;
  }
}
