import fs from 'node:fs';
import path from 'node:path';
import { ROLE } from '../../../common/enums/roles.ts';
import { DEFAULT_BUTTONS } from '../../../common/enums/task-buttons.ts';
import { deployDefinition } from '../../bpm/deploy.ts';
import type { FlowSettings } from '../../bpm/settings.ts';
import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';

// The test database cache is keyed on .ts files only: after editing schemas/flows/*.bpmn, delete .tmp/test-db (or change this file).
const FLOWS_DIR = path.resolve(import.meta.dirname, '../../../../schemas/flows');

/** Buttons of an approval node: handling first, then the actions that involve others, housekeeping last. */
/** Approval nodes without a list of their own: the default buttons, and print (every approval sheet can go on paper). */
const PRINTABLE_DEFAULT_BUTTONS = [...DEFAULT_BUTTONS, 'print'];
const APPROVAL_BUTTONS = [
  'agree', 'oppose', 'reject', 'backToStart', 'addSign', 'inqu', 'commu', 'delegate', 'startTrans', 'copyTo',
  'saveDraft', 'lockUnlock', 'endProcess', 'hangUp', 'cancelHangUp', 'flowImage', 'approvalHistory', 'print',
];

/** Every field of a form read-only except those named. */
const readOnlyExcept = (fields: string[], editable: string[]) =>
  Object.fromEntries(fields.map((f) => [f, editable.includes(f) ? 'edit' as const : 'read' as const]));

const PATENT_FIELDS = ['serialNo', 'title', 'type', 'inventors', 'college', 'abstract', 'claims', 'applicationDate', 'pageCount', 'contactEmail',
  'attachments', 'reviewComment', 'inventorShares'];
const AGENCY_FIELDS = ['patentTitle', 'applicationNo', 'serviceType', 'agency', 'agencyContact', 'fee', 'entrustDate', 'deadline', 'attachments',
  'ipAdminComment', 'note'];
const FEE_FIELDS = ['patentNo', 'patentTitle', 'feeYear', 'amount', 'dueDate', 'proposal', 'reason', 'paidAt', 'receiptNo'];

/** The demo flow categories, in display order. */
export const DEMO_FLOW_TYPES = [
  { typeKey: 'patentBusiness', name: { 'zh-CN': '专利业务', 'en-US': 'Patent business' } },
  { typeKey: 'fees', name: { 'zh-CN': '费用', 'en-US': 'Fees' } },
  { typeKey: 'admin', name: { 'zh-CN': '行政', 'en-US': 'Administration' } },
] as const;

/** English names of nodes (and sequence flows) that only need one: events, gateways, branches; labels of the en-US flow image. */
const named = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([id, nameEn]) => [id, { nameEn }]));

/** The demo flows: XML in schemas/flows (zh-CN names), node settings and English names here beside it. */
export const DEMO_FLOWS: { defKey: string; name: string; typeKey: (typeof DEMO_FLOW_TYPES)[number]['typeKey']; settings: FlowSettings }[] = [
  {
    // Staff -> college leader (may reject or add signers) -> IP administrator; the initiator gets a copy at the end.
    defKey: 'patentApply',
    name: '专利申请审批',
    typeKey: 'patentBusiness',
    settings: {
      nameEn: 'Patent application approval',
      form: 'patentApply',
      subject: '{title}',
      nodes: {
        ...named({ start: 'Initiator', ipAdminDue: 'Within 3 days', end: 'End' }),
        leaderApprove: {
          nameEn: 'College leader review',
          assignees: [{ type: 'orgLeader' }], rejectModes: ['previous', 'backToStart'], buttons: APPROVAL_BUTTONS,
          fieldRights: readOnlyExcept(PATENT_FIELDS, ['reviewComment']),
        },
        ipAdminApprove: {
          nameEn: 'IP administrator review',
          assignees: [{ type: 'roles', codes: [ROLE.ipAdmin] }], buttons: APPROVAL_BUTTONS.filter((b) => b !== 'addSign'),
          fieldRights: { ...readOnlyExcept(PATENT_FIELDS, ['reviewComment', 'serialNo']), reviewComment: 'required' },
          copyTo: [{ type: 'initiator' }],
        },
      },
    },
  },
  {
    // Leader and IP administrator countersign in parallel; above 10,000 the administrator approves too.
    defKey: 'expense',
    name: '费用报销',
    typeKey: 'admin',
    settings: {
      nameEn: 'Expense claim',
      form: 'expenseClaim',
      nodes: {
        ...named({ start: 'Initiator', amountCheck: 'Amount check', largeAmount: 'Over 10,000', smallAmount: 'Up to 10,000', end: 'End' }),
        countersign: {
          nameEn: 'Countersign', assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }], signRule: { kind: 'all' }, fieldRights: { note: 'edit' },
          buttons: PRINTABLE_DEFAULT_BUTTONS,
        },
        adminApprove: {
          nameEn: 'Administrator approval', assignees: [{ type: 'roles', codes: [ROLE.sysAdmin] }], fieldRights: { paid: 'edit', paidAt: 'edit' },
          buttons: PRINTABLE_DEFAULT_BUTTONS,
        },
      },
    },
  },
  {
    // Staff -> college leader -> IP administrator confirms the agency (due in 7 days); the initiator gets a copy.
    defKey: 'agencyEntrust',
    name: '代理机构委托',
    typeKey: 'patentBusiness',
    settings: {
      nameEn: 'Patent agency engagement',
      form: 'agencyEntrust',
      subject: '{patentTitle}-代理委托-{initiator}',
      nodes: {
        ...named({ start: 'Initiator', ipAdminDue: 'Within 5 working days', end: 'End' }),
        leaderApprove: {
          nameEn: 'College leader review',
          assignees: [{ type: 'orgLeader' }], rejectModes: ['previous', 'backToStart'], buttons: APPROVAL_BUTTONS,
          fieldRights: readOnlyExcept(AGENCY_FIELDS, ['note']),
        },
        ipAdminConfirm: {
          nameEn: 'IP administrator confirms the agency',
          assignees: [{ type: 'roles', codes: [ROLE.ipAdmin] }], rejectModes: ['previous', 'backToStart', 'chosen'],
          buttons: APPROVAL_BUTTONS.filter((b) => b !== 'addSign'),
          fieldRights: readOnlyExcept(AGENCY_FIELDS, ['agency', 'agencyContact', 'fee', 'deadline', 'ipAdminComment']),
          copyTo: [{ type: 'initiator' }],
        },
      },
    },
  },
  {
    // IP administrators propose; a leader decides (after 3 days the administrator decides instead); paying is registered.
    defKey: 'annualFee',
    name: '年费缴纳审批',
    typeKey: 'fees',
    settings: {
      nameEn: 'Annual fee payment approval',
      form: 'annualFee',
      subject: '{patentTitle}-第{feeYear}年年费-{initiator}',
      startRights: { roles: [ROLE.ipAdmin] },
      nodes: {
        ...named({
          start: 'IP administrator proposes', leaderOverdue: 'Undecided in 3 days: to administrator', proposalCheck: 'Pay or abandon', pay: 'Pay',
          abandon: 'Abandon', end: 'End',
        }),
        leaderDecide: {
          nameEn: 'Leader decision',
          assignees: [{ type: 'roles', codes: [ROLE.researchLeader] }], rejectModes: ['backToStart'], buttons: APPROVAL_BUTTONS,
          fieldRights: readOnlyExcept(FEE_FIELDS, ['proposal', 'reason']),
        },
        adminDecide: {
          nameEn: 'Administrator decides instead', assignees: [{ type: 'roles', codes: [ROLE.sysAdmin] }], fieldRights: readOnlyExcept(FEE_FIELDS, ['proposal', 'reason']),
          buttons: PRINTABLE_DEFAULT_BUTTONS,
        },
        payFee: {
          nameEn: 'Payment registration',
          assignees: [{ type: 'initiator' }], rejectModes: [], buttons: ['agree', 'saveDraft', 'flowImage', 'approvalHistory', 'print'],
          fieldRights: { ...readOnlyExcept(FEE_FIELDS, ['paidAt', 'receiptNo']), paidAt: 'required' },
        },
      },
    },
  },
];

export function demoFlowXml(defKey: string): string {
  return fs.readFileSync(path.join(FLOWS_DIR, `${defKey}.bpmn`), 'utf8');
}

/** The tenant's public approval phrases (常用语) for every flow (no key) or one flow, in their order. */
export const DEMO_APPROVAL_PHRASES: { expression: string; defKey?: string }[] = [
  { expression: '同意。' },
  { expression: '情况属实，同意。' },
  { expression: '不同意。' },
  { expression: '请补充材料后重新提交。' },
  { expression: '技术方案具有新颖性和创造性，同意申报。', defKey: 'patentApply' },
  { expression: '费用真实合理，同意报销。', defKey: 'expense' },
];

/** Creates the flow categories, then deploys version 1 of each demo flow in the tenant, as its administrator. */
export async function seedFlows(tx: Tx, tenant: Pick<DemoTenant, 'id'>): Promise<void> {
  const admin = await tx.selectFrom('app_user').select('id').where('tenant_id', '=', tenant.id).where('account', '=', 'admin').executeTakeFirst();
  await deployShippedFlows(tx, tenant.id, admin?.id ?? null);
}

/** The approval phrases, the flow categories and version 1 of each shipped flow, deployed by `deployedBy`: part of every tenant's baseline. */
export async function deployShippedFlows(tx: Tx, tenantId: number, deployedBy: number | null): Promise<void> {
  await tx.insertInto('bpm_approval_item').values(DEMO_APPROVAL_PHRASES.map((phrase, sn) => ({
    tenant_id: tenantId, user_id: null, def_key: phrase.defKey ?? null, expression: phrase.expression, sn: sn + 1,
  }))).execute();
  await tx.insertInto('bpm_flow_type')
    .values(DEMO_FLOW_TYPES.map((type, sn) => ({ tenant_id: tenantId, type_key: type.typeKey, name: JSON.stringify(type.name), sn }))).execute();
  for (const flow of DEMO_FLOWS) {
    await deployDefinition(tx, tenantId, deployedBy, {
      defKey: flow.defKey, name: flow.name, xml: demoFlowXml(flow.defKey), settings: flow.settings, typeKey: flow.typeKey,
    });
  }
}
