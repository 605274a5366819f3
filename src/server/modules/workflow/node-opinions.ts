import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';
import { flowNamesOfInstances } from './flow-names.ts';
import { nodeOfInstance } from './node-of-instance.ts';
import { opinionRow } from './read-task.ts';

/** nodeOpinion: the opinions given on one node of an instance, oldest first (readers of the instance). */
export function nodeOpinions(db: Db, principal: Principal, query: { instId: number; nodeId: string; defId?: number }, lang: Language) {
  return withTenant(db, principal.tenantId, async (tx) => {
    const node = await nodeOfInstance(tx, principal, query.instId, query.nodeId, query.defId);
    const rows = await tx.selectFrom('bpm_opinion').selectAll().where('tenant_id', '=', principal.tenantId).where('instance_id', '=', query.instId)
      .where('node_id', '=', node.id).orderBy('created_at').orderBy('id').execute();
    const names = await flowNamesOfInstances(tx, lang, [query.instId]);
    return rows.map((o) => opinionRow(o, lang, names));
  });
}
