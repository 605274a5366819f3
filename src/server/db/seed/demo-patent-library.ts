import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { seedStatusTileDict } from './baseline-status-tiles.ts';
import { insertPatentFees } from '../../patents-data/fees.ts';
import { addDays } from '../../patents-data/dates.ts';
import { REFERENCE_DATE } from '../../patents-data/generate-patents.ts';
import type { Actor } from '../../modules/collections/actor.ts';
import { addItems } from '../../modules/collections/collect-patents.ts';
import { ensureRoot } from '../../modules/collections/ensure-roots.ts';
import { createChild } from '../../modules/collections/save-node.ts';

type Bulletin = { title: string; content: string; daysAgo: number; top?: boolean; draft?: boolean; withPatent?: boolean };

/** Bulletins in the words of the tenant's type: a university speaks of its colleges, a company of its departments, an institute of its labs. */
const BULLETINS: Record<DemoTenant['typeCode'], Bulletin[]> = {
  university: [
    { title: '关于开展年度专利年费缴纳工作的通知', content: '<p>请各学院于本月底前核对名下有效专利的年费缴纳情况，逾期未缴将导致专利权终止。</p>', daysAgo: 3, top: true },
    { title: '专利导航与高价值专利培育项目申报指南', content: '<p>面向各课题组征集高价值专利培育项目，申报材料请通过门户提交。</p>', daysAgo: 10 },
    { title: '我校一项发明专利获中国专利优秀奖', content: '<p>经评审，我校发明专利获第二十五届中国专利优秀奖。</p>', daysAgo: 21, withPatent: true },
    { title: '专利转化运营线上培训讲座预告', content: '<p>本周五下午举办专利许可与转让实务线上讲座，欢迎报名。</p>', daysAgo: 35 },
    { title: '知识产权管理系统升级公告', content: '<p>系统将于周末进行升级维护，期间暂停服务。</p>', daysAgo: 50 },
    { title: '（草稿）下季度专利质量评估安排', content: '<p>待审核后发布。</p>', daysAgo: 1, draft: true },
  ],
  enterprise: [
    { title: '关于开展年度专利年费缴纳工作的通知', content: '<p>请各部门于本月底前核对名下有效专利的年费缴纳情况，逾期未缴将导致专利权终止。</p>', daysAgo: 3, top: true },
    { title: '高价值专利培育项目申报指南', content: '<p>面向研发中心各项目组征集高价值专利培育项目，申报材料请通过门户提交。</p>', daysAgo: 10 },
    { title: '公司一项发明专利获中国专利优秀奖', content: '<p>经评审，公司发明专利获第二十五届中国专利优秀奖。</p>', daysAgo: 21, withPatent: true },
    { title: '专利许可与转让实务培训预告', content: '<p>本周五下午举办专利许可与转让实务培训，欢迎各部门报名。</p>', daysAgo: 35 },
    { title: '知识产权管理系统升级公告', content: '<p>系统将于周末进行升级维护，期间暂停服务。</p>', daysAgo: 50 },
    { title: '（草稿）下季度专利质量评估安排', content: '<p>待审核后发布。</p>', daysAgo: 1, draft: true },
  ],
  research: [
    { title: '关于开展年度专利年费缴纳工作的通知', content: '<p>请各研究所于本月底前核对名下有效专利的年费缴纳情况，逾期未缴将导致专利权终止。</p>', daysAgo: 3, top: true },
    { title: '专利导航与高价值专利培育项目申报指南', content: '<p>面向各研究所课题组征集高价值专利培育项目，申报材料请通过门户提交。</p>', daysAgo: 10 },
    { title: '研究院一项发明专利获中国专利优秀奖', content: '<p>经评审，研究院发明专利获第二十五届中国专利优秀奖。</p>', daysAgo: 21, withPatent: true },
    { title: '专利转化运营线上培训讲座预告', content: '<p>本周五下午举办专利许可与转让实务线上讲座，欢迎报名。</p>', daysAgo: 35 },
    { title: '知识产权管理系统升级公告', content: '<p>系统将于周末进行升级维护，期间暂停服务。</p>', daysAgo: 50 },
    { title: '（草稿）下季度专利质量评估安排', content: '<p>待审核后发布。</p>', daysAgo: 1, draft: true },
  ],
  platform: [
    { title: '知识产权管理系统升级公告', content: '<p>系统将于周末进行升级维护，期间暂停服务。</p>', daysAgo: 50 },
  ],
};

/** Patent-library demo data: fees, the tile dictionary (baseline-status-tiles.ts), bulletins, messages, shares, favourites, index trees and a group. */
export async function seedPatentLibrary(tx: Tx, tenant: DemoTenant): Promise<void> {
  const tenantId = tenant.id;
  await insertPatentFees(tx, tenantId);
  await seedStatusTileDict(tx, tenantId);

  const users = new Map((await tx.selectFrom('app_user').select(['id', 'account']).execute()).map((u) => [u.account, u.id]));
  const admin = users.get('admin')!;
  const patents = (await tx.selectFrom('patent').select(['id', 'application_no']).orderBy('id').limit(40).execute());
  if (patents.length < 12) return;
  const pick = (from: number, count: number) => patents.slice(from, from + count).map((p) => p.id);

  await tx.insertInto('ip_school_bulletin').values(BULLETINS[tenant.typeCode].map((b) => ({
    tenant_id: tenantId, title: b.title, content: b.content, picture: '[]', status: b.draft ? 0 : 1, is_top: b.top ? 1 : 0,
    publish_date: addDays(REFERENCE_DATE, -b.daysAgo),
    application_no: b.withPatent ? patents[0]!.application_no : null, created_by: admin,
  }))).execute();

  const staff1 = users.get('staff1')!;
  const staff2 = users.get('staff2')!;
  const leader = users.get('leader')!;
  await tx.insertInto('patent_share').values(pick(0, 3).map((patentId) => ({
    tenant_id: tenantId, patent_id: patentId, shared_by: staff2, shared_to: staff1, source: 'jgzlk',
  }))).execute();
  await tx.insertInto('portal_message').values([
    { tenant_id: tenantId, receiver_id: staff1, sender_id: staff2, type: 'share', subject: '李娜 向您分享了 3 件专利', url: '/workbench/querySql/queryView/zlfx/zlfx' },
    { tenant_id: tenantId, receiver_id: staff1, sender_id: admin, type: 'bulletin', subject: '关于开展年度专利年费缴纳工作的通知', content: '请核对名下有效专利的年费。' },
    { tenant_id: tenantId, receiver_id: staff1, sender_id: null, type: 'system', subject: '欢迎使用专利管理门户', is_read: true },
    { tenant_id: tenantId, receiver_id: staff2, sender_id: admin, type: 'bulletin', subject: '关于开展年度专利年费缴纳工作的通知' },
    { tenant_id: tenantId, receiver_id: leader, sender_id: null, type: 'system', subject: '本月有 5 件专利进入实质审查' },
  ]).execute();

  const as = (userId: number): Actor => ({ userId, tenantId, roles: [], indexAdmin: true });
  const mine = as(staff1);
  const folder = await createChild(tx, mine, await ensureRoot(tx, mine, 'collect'), '新能源电池', 'battery');
  await addItems(tx, mine, folder.id, pick(3, 4), 'jgzlk');
  await createChild(tx, mine, await ensureRoot(tx, mine, 'priIndex'), '待评估专利', 'toAssess');

  const ipadmin = as(users.get('ipadmin')!);
  const energy = await createChild(tx, ipadmin, await ensureRoot(tx, ipadmin, 'pubIndex'), '新能源', 'newEnergy');
  const storage = await createChild(tx, ipadmin, energy, '储能', 'storage');
  const lithium = await createChild(tx, ipadmin, storage, '锂电池', 'lithium');
  await addItems(tx, ipadmin, lithium.id, pick(7, 3), 'jgzlk');
  await createChild(tx, ipadmin, await ensureRoot(tx, ipadmin, 'pubIndex'), '人工智能', 'ai');

  const group = await createChild(tx, mine, await ensureRoot(tx, mine, 'groupCollect'), '新能源专利小组', 'energyGroup');
  await tx.insertInto('collect_group_member').values({ tenant_id: tenantId, group_id: group.id, user_id: staff2 }).execute();
  await addItems(tx, mine, group.id, pick(10, 2), 'jgzlk');
}
