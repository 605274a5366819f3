import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * Issue 18, grading (docs/patent-grading.md): the maintenance pass grades again only the patents whose grading inputs
 * changed, instead of reading every patent of every tenant to compare hashes. Triggers count each change of what the
 * indicators read (the patent's type, legal status, filing date, claims, IPC codes, exploitation; its family; its
 * citations) in `inputs_version`, whatever code or tool makes it; a recount stores the count it read in
 * `graded_version`, so a change committed while it ran stays counted for the next pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
alter table patent_grading add column inputs_version integer not null default 0;
alter table patent_grading add column graded_version integer not null default 0;
create index patent_grading_changed on patent_grading (tenant_id) where inputs_version > graded_version;
create index patent_grading_recounted on patent_grading (tenant_id, recounted_at);

create function grading_inputs_changed(changed integer) returns void language sql as $$
  update patent_grading set inputs_version = inputs_version + 1 where patent_id = changed
$$;

create function patent_grading_inputs_changed() returns trigger language plpgsql as $$
begin
  perform grading_inputs_changed(new.id);
  return null;
end $$;

create trigger patent_grading_inputs after update of type, legal_status, application_date, claims, ipc, main_ipc, operated on patent
  for each row when (old.type is distinct from new.type or old.legal_status is distinct from new.legal_status
    or old.application_date is distinct from new.application_date or old.claims is distinct from new.claims
    or old.ipc is distinct from new.ipc or old.main_ipc is distinct from new.main_ipc or old.operated is distinct from new.operated)
  execute function patent_grading_inputs_changed();

create function patent_part_grading_inputs_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform grading_inputs_changed(old.patent_id); end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.patent_id is distinct from old.patent_id) then perform grading_inputs_changed(new.patent_id); end if;
  return null;
end $$;

create trigger patent_family_grading_inputs after insert or update or delete on patent_family
  for each row execute function patent_part_grading_inputs_changed();
create trigger patent_citation_grading_inputs after insert or update or delete on patent_citation
  for each row execute function patent_part_grading_inputs_changed();
`);
}
