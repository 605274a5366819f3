import { type Kysely } from 'kysely';
import { execScript } from '../exec-script.ts';

/**
 * The done list filters and sorts on its own rows: the instance's fixed columns are copied onto bpm_done (status
 * and end time, which change, stay on the instance and are joined for the page only). Joined, a LIKE on the
 * subject was misjudged by the planner, which then scanned every instance (0.5-1 s at a million tasks).
 * And deleting a token (every completion does) nulls bpm_task.token_id: without an index that was a scan of bpm_task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `
alter table bpm_done
  add column subject text,
  add column def_key text,
  add column def_name text,
  add column creator_id integer,
  add column creator_name text,
  add column business_key text,
  add column started_at timestamptz;
update bpm_done d set subject = i.subject, def_key = i.def_key, def_name = i.def_name, creator_id = i.creator_id,
  creator_name = i.creator_name, business_key = i.business_key, started_at = i.created_at
  from bpm_instance i where i.id = d.instance_id;
alter table bpm_done
  alter column subject set not null,
  alter column def_key set not null,
  alter column def_name set not null,
  alter column creator_id set not null,
  alter column creator_name set not null,
  alter column started_at set not null;

create index bpm_task_token on bpm_task (token_id) where token_id is not null;
`);
}
