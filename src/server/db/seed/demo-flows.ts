import fs from 'node:fs';
import path from 'node:path';
import { ROLE } from '../../../common/enums/roles.ts';
import { deployDefinition } from '../../bpm/deploy.ts';
import type { FlowSettings } from '../../bpm/settings.ts';
import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';

// The test database cache is keyed on .ts files only: after editing schemas/flows/*.bpmn, delete .tmp/test-db (or change this file).
const FLOWS_DIR = path.resolve(import.meta.dirname, '../../../../schemas/flows');

/** The demo flows: XML in schemas/flows, node settings here beside it. */
export const DEMO_FLOWS: { defKey: string; name: string; settings: FlowSettings }[] = [
  {
    defKey: 'patentApply',
    name: '专利申请审批',
    settings: {
      nodes: {
        leaderApprove: { assignees: [{ type: 'orgLeader' }], rejectModes: ['previous', 'backToStart'] },
        ipAdminApprove: { assignees: [{ type: 'roles', codes: [ROLE.ipAdmin] }] },
      },
    },
  },
  {
    defKey: 'expense',
    name: '费用报销',
    settings: {
      nodes: {
        countersign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }], signRule: { kind: 'all' } },
        adminApprove: { assignees: [{ type: 'roles', codes: [ROLE.sysAdmin] }] },
      },
    },
  },
];

export function demoFlowXml(defKey: string): string {
  return fs.readFileSync(path.join(FLOWS_DIR, `${defKey}.bpmn`), 'utf8');
}

/** Deploys version 1 of each demo flow in the tenant, as its administrator. */
export async function seedFlows(tx: Tx, tenant: DemoTenant): Promise<void> {
  const admin = await tx.selectFrom('app_user').select('id').where('tenant_id', '=', tenant.id).where('account', '=', 'admin').executeTakeFirst();
  for (const flow of DEMO_FLOWS) {
    await deployDefinition(tx, tenant.id, admin?.id ?? null, { defKey: flow.defKey, name: flow.name, xml: demoFlowXml(flow.defKey), settings: flow.settings });
  }
}
