import { type Kysely } from 'kysely';
import { DICT_TYPE_NAMES } from '../../../common/enums/dict-types.ts';
import { BULLETIN_STATES } from '../../../common/enums/bulletin-state.ts';
import { statusesIn } from '../../../common/patents/status-tiles.ts';
import { execScript } from '../exec-script.ts';
import { addShippedDefinition, addShippedDictionary, reviseTemplate, shippedDefinition } from '../../modules/definitions/ship-definitions.ts';

/** The charts of 统计分析 (template zltj), shipped in schemas/chart/. */
export const STATISTICS_CHARTS = [
  'statPatentsByType', 'statPatentsByLegalStatus', 'statPatentsByFilingYear', 'statPatentsByGrantYear', 'statPatentsByCollege',
  'statFeesByYear', 'statFeesByCollege',
];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(',');

/**
 * Issue 18 (statistics and bulletins):
 * - v_patent_stats: what 统计分析's charts group (type, legal status, college, year of filing, year of grant of the
 *   patents granted at some time; the publication date of a granted patent is its grant's announcement);
 * - v_bulletin_admin: 公告管理's rows with their state, pin and version (the form's record store edits the table);
 * - existing tenants get the charts, the bulletin bo and form, the bulletinState dictionary, zltj with its charts and
 *   ggdl with its form and buttons (where an administrator has not given it buttons of their own), zlwd with 查看PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create view v_patent_stats with (security_invoker = true) as
  select p.tenant_id, p.id, p.type, p.legal_status, p.org_id, o.name as org_name,
    extract(year from p.application_date)::integer as application_year,
    p.legal_status in (${list(statusesIn('inForce', 'endedAfterGrant'))}) as granted,
    case when p.legal_status in (${list(statusesIn('inForce', 'endedAfterGrant'))})
      then extract(year from coalesce(p.publication_date, p.application_date))::integer end as grant_year
  from patent p left join org o on o.id = p.org_id;
grant select on v_patent_stats to portal_app;

create view v_bulletin_admin with (security_invoker = true) as
  select b.tenant_id, b.id, b.title, b.application_no, b.publish_date, b.created_at, b.version,
    case when b.status = 1 then 'published' else 'unpublished' end as state, b.is_top = 1 as pinned, u.fullname as created_by_name
  from ip_school_bulletin b left join app_user u on u.id = b.created_by;
grant select on v_bulletin_admin to portal_app;
`);
  await addShippedDictionary(db, 'bulletinState', DICT_TYPE_NAMES.bulletinState!, BULLETIN_STATES, 300);
  for (const chart of STATISTICS_CHARTS) await addShippedDefinition(db, 'chart', chart);
  await addShippedDefinition(db, 'bo', 'bulletin');
  await addShippedDefinition(db, 'form', 'bulletin');
  const zltj = shippedDefinition('template', 'zltj');
  await reviseTemplate(db, 'zltj', '统计分析: charts by type, legal status, year, college and annual fees', (body) => !body.charts,
    (body) => ({ ...body, charts: zltj.charts, description: zltj.description }));
  const ggdl = shippedDefinition('template', 'ggdl');
  await reviseTemplate(db, 'ggdl', '公告管理: create, edit, publish, withdraw, pin and delete bulletins',
    (body) => !(body.manageFields as { type: string }[] | undefined)?.some((b) => b.type !== 'url' && b.type !== 'export'),
    () => ggdl);
  const zlwd = shippedDefinition('template', 'zlwd');
  await reviseTemplate(db, 'zlwd', '专利文档: 查看PDF in the PDF viewer, 详情 at the original-document tab',
    (body) => !(body.manageFields as { type: string }[] | undefined)?.some((b) => b.type === 'action'),
    (body) => ({ ...body, displayFields: zlwd.displayFields, manageFields: zlwd.manageFields, description: zlwd.description }));
}
