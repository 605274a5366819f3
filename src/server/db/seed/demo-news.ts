import type { Tx } from '../database.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { withNewsTables } from '../../modules/news/news-tables.ts';
import { seedNewsPictures } from './demo-news-pictures.ts';

type Kind = DemoTenant['typeCode'];
type Item = { title: string; description?: string; drafter: string; content: string; daysAgo: number; top?: boolean; endsIn?: number; state?: 'draft' | 'underApproval' };

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** News (新闻动态) per tenant type: a university talks of its colleges, a company of its departments, an institute of its labs. */
const NEWS: Record<Kind, Item[]> = {
  university: [
    { title: '我校举办2026年知识产权宣传周系列活动', description: '讲座、专利检索培训与成果展示', drafter: '知识产权中心', daysAgo: 2, top: true,
      content: p('4月20日至26日，我校举办知识产权宣传周系列活动，涵盖专利检索培训、高价值专利培育讲座和科技成果展示。', '各学院师生踊跃参与，累计参加人数超过一千人次。') },
    { title: '计算机学院一项发明专利实现许可转化', drafter: '计算机科学与技术学院', daysAgo: 9,
      content: p('计算机学院人工智能课题组的“基于深度学习的图像识别方法”发明专利以普通许可方式许可给本地企业使用。') },
    { title: '我校与示例科技有限公司签署专利联合培育协议', drafter: '科学技术研究院', daysAgo: 20,
      content: p('双方将围绕新能源电池材料开展联合研发，共同培育高价值专利组合。') },
    { title: '（草稿）材料学院专利成果年度回顾', drafter: '材料科学与工程学院', daysAgo: 0, state: 'draft', content: p('待完善后发布。') },
  ],
  enterprise: [
    { title: '公司获评市级知识产权示范企业', description: '研发中心专利布局成效获认可', drafter: '知识产权部', daysAgo: 2, top: true,
      content: p('经市知识产权局评审，公司获评2026年度市级知识产权示范企业。', '近三年公司累计获得发明专利授权六十余件。') },
    { title: '研发中心新一代储能产品完成专利布局', drafter: '研发中心', daysAgo: 8,
      content: p('围绕新一代储能产品，研发中心完成了涵盖电芯结构、热管理和控制算法的专利布局，共提交发明专利申请十二件。') },
    { title: '公司与示例大学签署专利联合培育协议', drafter: '市场部', daysAgo: 20,
      content: p('双方将围绕新能源电池材料开展联合研发，公司负责产品化与市场推广。') },
    { title: '（草稿）软件部门专利工作季度总结', drafter: '软件部', daysAgo: 0, state: 'draft', content: p('待完善后发布。') },
  ],
  research: [
    { title: '研究院光电子研究所三项发明专利获授权', description: '激光器件方向取得进展', drafter: '成果转化处', daysAgo: 3, top: true,
      content: p('光电子研究所激光课题组的三项发明专利近日获得授权，涉及高功率激光器散热与光束整形。') },
    { title: '生物医药研究所专利成果在技术交易会上签约', drafter: '生物医药研究所', daysAgo: 11,
      content: p('在本届技术交易会上，生物医药研究所的一项药物制剂专利以转让方式实现转化。') },
    { title: '研究院召开2026年度科技成果转化工作会议', drafter: '成果转化处', daysAgo: 25,
      content: p('会议总结了上年度成果转化情况，部署了本年度专利运营重点工作。') },
    { title: '（草稿）氢能研究所专利导航报告', drafter: '新能源研究所', daysAgo: 0, state: 'draft', content: p('待完善后发布。') },
  ],
  platform: [
    { title: '专利管理平台完成年度升级', drafter: '运营部', daysAgo: 3, top: true, content: p('平台新增流程中心与新闻公告功能，欢迎各租户使用。') },
    { title: '平台新增三家入驻机构', drafter: '运营部', daysAgo: 15, content: p('示例大学、示例科技有限公司与示例研究院已完成入驻。') },
  ],
};

/** Notices (通知公告) per tenant type, one expired and one still under approval among them. */
const NOTICES: Record<Kind, Item[]> = {
  university: [
    { title: '关于开展年度专利年费缴纳工作的通知', drafter: '知识产权中心', daysAgo: 1, top: true, endsIn: 30,
      content: p('请各学院于本月底前核对名下有效专利的年费缴纳情况，逾期未缴将导致专利权终止。') },
    { title: '关于申报2026年度高价值专利培育项目的通知', drafter: '科学技术研究院', daysAgo: 6, endsIn: 20,
      content: p('面向各学院、课题组征集高价值专利培育项目，申报材料请通过门户“发起流程”提交。') },
    { title: '关于知识产权中心寒假期间值班安排的通知', drafter: '知识产权中心', daysAgo: 12, endsIn: 60,
      content: p('寒假期间知识产权中心每周二、周四上午值班，专利业务请提前预约。') },
    { title: '关于上学期专利申请材料补交的通知', drafter: '知识产权中心', daysAgo: 40, endsIn: -5, content: p('补交截止日期已过。') },
    { title: '关于开展专利质量评估的通知（待审批）', drafter: '科学技术研究院', daysAgo: 0, endsIn: 30, state: 'underApproval', content: p('审批通过后发布。') },
  ],
  enterprise: [
    { title: '关于各部门提交年度专利申请计划的通知', drafter: '知识产权部', daysAgo: 1, top: true, endsIn: 30,
      content: p('请各部门于本月底前提交下一年度专利申请计划，知识产权部将统一评估并安排代理。') },
    { title: '关于开展产品上市前专利侵权风险排查的通知', drafter: '法务部', daysAgo: 5, endsIn: 20,
      content: p('新产品上市前须完成专利侵权风险排查，请研发中心提前两周提交产品技术资料。') },
    { title: '关于发明人奖励发放安排的通知', drafter: '人力资源部', daysAgo: 10, endsIn: 45,
      content: p('本年度职务发明奖励将随下月工资发放，请发明人核对名单。') },
    { title: '关于上季度专利交底书提交的通知', drafter: '知识产权部', daysAgo: 40, endsIn: -5, content: p('提交截止日期已过。') },
    { title: '关于开展海外专利布局评估的通知（待审批）', drafter: '知识产权部', daysAgo: 0, endsIn: 30, state: 'underApproval', content: p('审批通过后发布。') },
  ],
  research: [
    { title: '关于各研究所提交科技成果转化项目的通知', drafter: '成果转化处', daysAgo: 1, top: true, endsIn: 30,
      content: p('请各研究所于本月底前提交拟转化的科技成果项目清单，成果转化处将组织评估。') },
    { title: '关于开展专利年费缴纳核对的通知', drafter: '成果转化处', daysAgo: 6, endsIn: 20,
      content: p('请各课题组核对名下有效专利的年费缴纳情况。') },
    { title: '关于实验室开放日专利展示的通知', drafter: '综合办公室', daysAgo: 12, endsIn: 40,
      content: p('实验室开放日将展示近年授权的代表性专利，请各研究所准备展板。') },
    { title: '关于上半年专利申请材料补交的通知', drafter: '成果转化处', daysAgo: 40, endsIn: -5, content: p('补交截止日期已过。') },
    { title: '关于开展专利质量评估的通知（待审批）', drafter: '成果转化处', daysAgo: 0, endsIn: 30, state: 'underApproval', content: p('审批通过后发布。') },
  ],
  platform: [
    { title: '关于平台例行维护的通知', drafter: '运营部', daysAgo: 1, endsIn: 14, content: p('平台将于本周六凌晨进行例行维护。') },
  ],
};

const ROOMS: Record<Kind, { name: string; location: string; capacity: number }[]> = {
  university: [{ name: '行政楼第一会议室', location: '行政楼 301', capacity: 30 }, { name: '图书馆报告厅', location: '图书馆 1 层', capacity: 200 }],
  enterprise: [{ name: '总部大会议室', location: 'A 座 12 层', capacity: 40 }, { name: '研发中心小会议室', location: 'B 座 5 层', capacity: 10 }],
  research: [{ name: '综合楼会议室', location: '综合楼 2 层', capacity: 30 }, { name: '光电所研讨室', location: '光电楼 405', capacity: 12 }],
  platform: [{ name: '运营部会议室', location: '2 层', capacity: 12 }],
};

/**
 * Meetings of the seed day and the next, at fixed UTC hours (09:00, 14:00, 16:30 in China); `soon` ones start that
 * many hours after the demo is seeded (on the half hour), so today's list has meetings still to come.
 */
const MEETINGS: Record<Kind, { name: string; host: string; room: number; day?: number; hour?: number; soon?: number; minutes: number }[]> = {
  university: [
    { name: '专利检索技能培训', host: '知识产权中心', room: 1, soon: 1, minutes: 90 },
    { name: '知识产权中心周会', host: '知识产权中心', room: 0, soon: 3, minutes: 60 },
    { name: '知识产权工作例会', host: '知识产权中心', room: 0, day: 0, hour: 1, minutes: 90 },
    { name: '高价值专利培育项目评审会', host: '科学技术研究院', room: 1, day: 0, hour: 6, minutes: 120 },
    { name: '专利转化项目对接会', host: '知识产权中心', room: 0, day: 0, hour: 8.5, minutes: 60 },
    { name: '学院专利专员培训', host: '知识产权中心', room: 1, day: 1, hour: 2, minutes: 120 },
  ],
  enterprise: [
    { name: '专利代理机构沟通会', host: '知识产权部', room: 1, soon: 1, minutes: 60 },
    { name: '产品线专利布局讨论', host: '研发中心', room: 0, soon: 3, minutes: 90 },
    { name: '专利申请计划评审会', host: '知识产权部', room: 0, day: 0, hour: 1, minutes: 90 },
    { name: '新产品专利风险排查会', host: '法务部', room: 1, day: 0, hour: 6, minutes: 60 },
    { name: '研发周例会', host: '研发中心', room: 0, day: 0, hour: 8.5, minutes: 60 },
    { name: '发明人座谈会', host: '人力资源部', room: 0, day: 1, hour: 2, minutes: 90 },
  ],
  research: [
    { name: '专利价值评估研讨会', host: '成果转化处', room: 0, soon: 1, minutes: 90 },
    { name: '氢能课题组专利交底会', host: '新能源研究所', room: 1, soon: 3, minutes: 60 },
    { name: '成果转化工作例会', host: '成果转化处', room: 0, day: 0, hour: 1, minutes: 90 },
    { name: '激光课题组专利讨论会', host: '光电子研究所', room: 1, day: 0, hour: 6, minutes: 60 },
    { name: '专利运营项目汇报会', host: '成果转化处', room: 0, day: 0, hour: 8.5, minutes: 60 },
    { name: '实验室开放日筹备会', host: '综合办公室', room: 1, day: 1, hour: 2, minutes: 60 },
  ],
  platform: [{ name: '平台运营周会', host: '运营部', room: 0, day: 0, hour: 2, minutes: 60 }],
};

const DAY_MS = 24 * 3600 * 1000;

/** News, notices, rooms and meetings that fit the tenant's type, dated from the day the demo is seeded. */
export async function seedNews(tx: Tx, tenant: DemoTenant): Promise<void> {
  const tables = withNewsTables(tx);
  const admin = (await tx.selectFrom('app_user').select('id').where('tenant_id', '=', tenant.id).where('account', '=', 'admin').executeTakeFirst())?.id ?? null;
  const now = Date.now();
  const today = new Date(Math.floor(now / DAY_MS) * DAY_MS);
  const item = (type: 0 | 1) => (n: Item, i: number) => ({
    tenant_id: tenant.id, type, title: n.title, title_description: n.description ?? '', drafter: n.drafter, content: n.content,
    files: '[]', pictures: '[]', status: n.state === 'draft' ? 0 : 1, approval: n.state === 'underApproval' ? 0 : 1, is_top: n.top ? 1 : 0,
    publish_time: n.state === 'draft' ? null : new Date(now - n.daysAgo * DAY_MS - i * 3600_000),
    end_date: n.endsIn === undefined ? null : new Date(today.getTime() + n.endsIn * DAY_MS).toISOString().slice(0, 10),
    created_by: admin,
  });
  const items = [...NEWS[tenant.typeCode].map(item(0)), ...NOTICES[tenant.typeCode].map(item(1))];
  if (items.length) await tables.insertInto('portal_news').values(items).execute();
  await seedNewsPictures(tx, tenant, admin);

  const rooms = await tables.insertInto('portal_meeting_room')
    .values(ROOMS[tenant.typeCode].map((r) => ({ tenant_id: tenant.id, ...r }))).returning('id').execute();
  const halfHour = 1800_000;
  const meetings = MEETINGS[tenant.typeCode].map((m) => {
    const start = m.soon !== undefined
      ? new Date(Math.ceil((now + m.soon * 3600_000) / halfHour) * halfHour)
      : new Date(today.getTime() + (m.day ?? 0) * DAY_MS + (m.hour ?? 9) * 3600_000);
    return {
      tenant_id: tenant.id, room_id: rooms[m.room]!.id, name: m.name, host: m.host, start_time: start,
      end_time: new Date(start.getTime() + m.minutes * 60_000), created_by: admin,
    };
  });
  // Demo bookings obey the rule bookings do: none overlaps an earlier one in its room.
  const kept = meetings.filter((m, i) => !meetings.slice(0, i).some((o) => o.room_id === m.room_id && o.start_time < m.end_time && m.start_time < o.end_time));
  await tables.insertInto('portal_meeting').values(kept).execute();
}
