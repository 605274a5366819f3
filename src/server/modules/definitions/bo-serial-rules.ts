import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import { problemMessages } from '../../../common/definitions/problem-messages.ts';
import type { DefinitionProblem } from '../../../common/definitions/validate-definition.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';

/**
 * Problems of a bo's serial fields: each names a serial-number rule (identity) the tenant has. A record's save numbers
 * the field from that rule, and a missing rule would fail every new record (404 identityNotFound).
 */
export async function serialRuleProblems(tx: Tx, tenantId: number, bo: BoDefinition, lang: Language): Promise<DefinitionProblem[]> {
  const text = problemMessages(lang);
  const tables = [{ pointer: '', fields: bo.fields }, ...(bo.children ?? []).flatMap((c, i) => [
    { pointer: `/children/${i}`, fields: c.fields },
    ...(c.children ?? []).map((g, j) => ({ pointer: `/children/${i}/children/${j}`, fields: g.fields })),
  ])];
  const problems: DefinitionProblem[] = [];
  for (const table of tables) {
    for (const [i, field] of table.fields.entries()) {
      if (field.type !== 'serial') continue;
      const at = `${table.pointer}/fields/${i}/serialAlias`;
      if (!field.serialAlias) { problems.push({ pointer: at, message: text.serialRuleRequired }); continue; }
      const rule = await tx.selectFrom('identity').select('alias')
        .where('tenant_id', '=', tenantId).where('alias', '=', field.serialAlias).executeTakeFirst();
      if (!rule) problems.push({ pointer: at, message: text.missingSerialRule(field.serialAlias) });
    }
  }
  return problems;
}
