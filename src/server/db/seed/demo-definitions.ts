import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { loadDefinitionFiles } from '../../modules/definitions/definition-files.ts';
import { insertVersion } from '../../modules/definitions/definition-repo.ts';

/** Serial-number rules the demo business objects use (bo fields of type serial name them). */
export const DEMO_IDENTITIES = [
  { alias: 'patentApplyNo', name: '专利申请编号', nameEn: 'Patent request no.', rule: 'ZLSQ{yyyy}{MM}{dd}{NNNN}', reset: 'daily' },
  { alias: 'expenseClaimNo', name: '报销单号', nameEn: 'Expense claim no.', rule: 'BX-{yyyy}{MM}-{NNN}', reset: 'monthly' },
  { alias: 'contractNo', name: '合同编号', nameEn: 'Contract no.', rule: 'HT{yyyy}{NNNNN}', reset: 'yearly' },
] as const;

// The test database cache is keyed on .ts files only: after editing schemas/*.json, delete .tmp/test-db (or change this file).

/**
 * Every definition in schemas/ as version 1 (a broken file fails the seed with its JSON pointer), and the identities:
 * part of every tenant's baseline (tenant provisioning seeds them too).
 */
export async function seedDefinitions(tx: Tx, tenant: Pick<DemoTenant, 'id'>): Promise<void> {
  for (const file of loadDefinitionFiles()) {
    await insertVersion(tx, tenant.id, { kind: file.kind, key: file.key, version: 1, body: file.body, comment: 'schemas/', createdBy: null });
  }
  await tx.insertInto('identity').values(DEMO_IDENTITIES.map((i) => ({
    tenant_id: tenant.id, alias: i.alias, name: i.name, name_en: i.nameEn, rule: i.rule, reset: i.reset,
  }))).execute();
}
