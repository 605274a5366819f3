import { type Kysely } from 'kysely';
import { reviseDefinition } from '../../modules/definitions/ship-definitions.ts';

/** The shipped forms that keep no drafts: small records saved at once, where 保存草稿 only confuses. */
export const FORMS_WITHOUT_DRAFTS = ['holidayDay', 'patentAgency'] as const;

/**
 * A form definition may say it keeps no drafts (`drafts: false`: no 保存草稿 in its toolbar, boSaveDraft refused for
 * it). Existing tenants' 节假日 and 代理机构 forms get the setting, unless an administrator already chose one; their
 * other changes stay. A fresh database's seed reads it from schemas/form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const key of FORMS_WITHOUT_DRAFTS) {
    await reviseDefinition(db, 'form', key, 'drafts: false (the form keeps no drafts)', (body) => body.drafts === undefined,
      (body) => insertAfter(body, 'boAlias', 'drafts', false));
  }
}

/** The body with `key: value` placed after `after` (the stored text keeps the shipped key order). */
function insertAfter(body: Record<string, unknown>, after: string, key: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    out[k] = v;
    if (k === after) out[key] = value;
  }
  if (!(key in out)) out[key] = value;
  return out;
}
