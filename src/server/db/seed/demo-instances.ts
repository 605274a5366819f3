import { completeTask } from '../../bpm/complete-task.ts';
import { startInstance } from '../../bpm/start-instance.ts';
import type { Principal } from '../../lib/context.ts';
import type { Tx } from '../database.ts';
import { DEMO_USERS } from './demo-people.ts';
import type { DemoTenant } from './demo-tenants.ts';

const ACCOUNTS = ['staff1', 'staff2', 'leader', 'ipadmin'] as const;
type Account = (typeof ACCOUNTS)[number];

const encode = (data: Record<string, unknown>) => Buffer.from(JSON.stringify(data)).toString('base64');

/**
 * Approvals in flight on a fresh demo, run through the executor as the people would (start, then agree), so the
 * approval centre of each demo account has rows to open: 陈院长 has a patent application and an expense
 * countersign to handle, 王知产 a patent application and the expense countersign, 张伟 his three requests.
 */
export async function seedInstances(tx: Tx, tenant: DemoTenant): Promise<void> {
  const people = await tx.selectFrom('app_user').select(['id', 'account']).where('tenant_id', '=', tenant.id)
    .where('account', 'in', [...ACCOUNTS]).execute();
  if (people.length < ACCOUNTS.length) return;
  const as = (account: Account): Principal => ({
    userId: people.find((p) => p.account === account)!.id, tenantId: tenant.id, tenantCode: tenant.code, account, sessionId: 'seed', isVisitor: false,
  });
  // The college (or R&D unit) that staff1's leader heads: the patent form's 所属学院.
  const leaderOrg = DEMO_USERS.find((u) => u.account === 'leader')!.org[tenant.typeCode];
  const college = await tx.selectFrom('org').select('id').where('tenant_id', '=', tenant.id).where('code', '=', leaderOrg).executeTakeFirst();
  const staff1 = as('staff1');
  const openTask = async (instId: number, userId: number) => (await tx.selectFrom('bpm_task as t')
    .innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').select('t.id')
    .where('t.instance_id', '=', instId).where('t.closed_at', 'is', null).where('c.user_id', '=', userId).executeTakeFirstOrThrow()).id;
  const agree = async (account: Account, instId: number, opinion: string) => {
    const principal = as(account);
    await completeTask(tx, principal, { taskId: await openTask(instId, principal.userId), actionName: 'agree', opinion });
  };
  // The form's formula derives 发明人 (inventors) from the shares table.
  const inventorShares = [
    { name: '张伟', userId: staff1.userId, share: 60, isFirst: true },
    { name: '李娜', userId: as('staff2').userId, share: 40, isFirst: false },
  ];
  const patent = (title: string, abstract: string, claims: string, applicationDate: string) => encode({
    title, type: 'invent', college: college?.id, inventors: inventorShares.map((s) => s.userId), inventorShares, applicationDate, abstract,
    claims: `<p>${claims}</p>`, contactEmail: 'zhangwei@example.com', pageCount: 12,
  });

  // Waiting for the college leader.
  await startInstance(tx, staff1, {
    flowKey: 'patentApply',
    data: patent('一种固态锂电池电解质的制备方法', '本发明公开了一种固态锂电池电解质的制备方法，提高了离子电导率与界面稳定性。',
      '1. 一种固态电解质的制备方法，其特征在于包括以下步骤：混合、球磨、烧结。', '2026-10-12'),
  });
  // The leader agreed; waiting for the IP administrator.
  const reviewed = await startInstance(tx, staff1, {
    flowKey: 'patentApply',
    data: patent('基于深度学习的农作物病虫害识别方法', '本发明提出一种基于卷积神经网络的农作物病虫害图像识别方法。',
      '1. 一种病虫害识别方法，其特征在于采用多尺度特征融合网络对叶片图像进行分类。', '2026-09-28'),
  });
  await agree('leader', reviewed.instId, '同意申报，创新性较好。');
  // A countersign: both the leader and the IP administrator sign.
  await startInstance(tx, staff1, {
    flowKey: 'expense',
    data: encode({ title: '参加全国知识产权年会差旅费', claimant: staff1.userId, claimDate: '2026-11-05', amount: 3280.5, note: '高铁往返及两晚住宿' }),
  });
}
