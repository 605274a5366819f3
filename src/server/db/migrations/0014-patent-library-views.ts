import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/** The patent list columns every library view carries (the spec's list row: fApplicationNo ... fInventor). */
const PATENT_COLUMNS = `p.application_no, p.publication_no, p.name, p.legal_status, p.type, p.application_date, p.publication_date,
    p.expiry_date, p.inventor, p.org_id, o.name as org_name, p.subject_id, s.name as subject_name`;
const PATENT_JOINS = 'left join org o on o.id = p.org_id left join org s on s.id = p.subject_id';

/**
 * Registered SQL views of the patent library (src/server/modules/patents/library-views.ts lists their allowed
 * columns): the library search source of templates jgzlk / bxzlk and the workbench query views of
 * patent-library.md section 2. security_invoker: the caller's row-level security applies through each view.
 * Views that belong to a person expose that person's id (user_id, owner_id, member_id, shared_to, receiver_id);
 * the query view definitions fix it to the caller (`${user.id}`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
create view v_patent_search with (security_invoker = true) as
  select p.tenant_id, p.id, ${PATENT_COLUMNS}, p.applicant, p.agency, p.main_ipc, p.entrusted, p.operated
  from patent p ${PATENT_JOINS};

create view v_my_patents with (security_invoker = true) as
  select p.tenant_id, p.id, u.id as user_id, ${PATENT_COLUMNS}
  from patent_inventor pi
  join app_user u on u.tenant_id = pi.tenant_id and u.fullname = pi.name
  join patent p on p.id = pi.patent_id ${PATENT_JOINS};

create view v_favourites with (security_invoker = true) as
  select ci.tenant_id, ci.id, ci.patent_id, ci.node_id as folder_id, n.name as folder_name, n.owner_id, ci.source,
    ci.created_at as collect_time, ${PATENT_COLUMNS}
  from collection_item ci
  join sys_type n on n.id = ci.node_id and n.type_group_key = 'collect'
  join patent p on p.id = ci.patent_id ${PATENT_JOINS};

create view v_group_favourites with (security_invoker = true) as
  select ci.tenant_id, ci.id, ci.patent_id, ci.node_id as folder_id, n.name as folder_name, g.id as group_id,
    g.name as group_name, ci.user_id as collector_id, cu.fullname as collector_name, m.id as member_id, ci.source,
    ci.created_at as collect_time, ${PATENT_COLUMNS}
  from collection_item ci
  join sys_type n on n.id = ci.node_id and n.type_group_key = 'groupCollect'
  join sys_type g on g.id = n.group_id
  join app_user cu on cu.id = ci.user_id
  join app_user m on m.tenant_id = ci.tenant_id and (g.owner_id is null
    or exists (select 1 from collect_group_member gm where gm.group_id = g.id and gm.user_id = m.id))
  join patent p on p.id = ci.patent_id ${PATENT_JOINS};

create view v_my_groups with (security_invoker = true) as
  select g.tenant_id, g.id, g.name, g.owner_id, ou.fullname as owner_name, g.data_source, g.created_at, m.id as member_id,
    (select count(*) from collect_group_member gm where gm.group_id = g.id)::integer as member_count,
    (select count(*) from collection_item ci join sys_type n on n.id = ci.node_id where n.group_id = g.id)::integer as item_count
  from sys_type g
  left join app_user ou on ou.id = g.owner_id
  join app_user m on m.tenant_id = g.tenant_id and (g.owner_id is null
    or exists (select 1 from collect_group_member gm where gm.group_id = g.id and gm.user_id = m.id))
  where g.type_group_key = 'groupCollect' and g.depth = 1;

create view v_index_items with (security_invoker = true) as
  select ci.tenant_id, ci.id, ci.patent_id, ci.node_id, n.name as node_name, n.type_group_key as tree_kind, n.owner_id,
    ci.user_id as marked_by, mu.fullname as marked_by_name, ci.source, ci.created_at as mark_time, ${PATENT_COLUMNS}
  from collection_item ci
  join sys_type n on n.id = ci.node_id and n.type_group_key in ('pubIndex', 'priIndex')
  join app_user mu on mu.id = ci.user_id
  join patent p on p.id = ci.patent_id ${PATENT_JOINS};

create view v_shared_patents with (security_invoker = true) as
  select ps.tenant_id, ps.id, ps.patent_id, ps.shared_to, ps.shared_by, ub.fullname as shared_by_name, ps.source,
    ps.created_at as share_time, ${PATENT_COLUMNS}
  from patent_share ps
  join app_user ub on ub.id = ps.shared_by
  join patent p on p.id = ps.patent_id ${PATENT_JOINS};

create view v_my_messages with (security_invoker = true) as
  select m.tenant_id, m.id, m.receiver_id, m.sender_id, su.fullname as sender_name, m.type, m.subject, m.content, m.url,
    m.is_read, m.created_at
  from portal_message m left join app_user su on su.id = m.sender_id;

grant select on v_patent_search, v_my_patents, v_favourites, v_group_favourites, v_my_groups, v_index_items,
  v_shared_patents, v_my_messages to portal_app;
`);
}
