import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withoutTenant, type Db } from '../../src/server/db/database.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people.ts';
import { createTestApp, type Session, type TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { countersignXml, workflowClient } from './workflow-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const signXml = countersignXml('race', { name: '并发会签' });

/**
 * Invariants of the runtime tables that every committed action keeps: open tasks hang on live tokens of running
 * instances and have open to-do rows; closed tasks have none; ended instances hold nothing; every completed
 * main task has its opinion. A half-applied action would break one of them.
 */
async function brokenInvariants(db: Db): Promise<Record<string, number>> {
  return withoutTenant(db, async (tx) => {
    const count = async (query: ReturnType<typeof sql>) => Number(((await query.execute(tx)).rows[0] as { n: unknown }).n);
    return {
      openTaskWithoutToken: await count(sql`select count(*) as n from bpm_task t where t.closed_at is null and t.token_id is not null
        and not exists (select 1 from bpm_token k where k.id = t.token_id)`),
      openTaskOnStoppedInstance: await count(sql`select count(*) as n from bpm_task t join bpm_instance i on i.id = t.instance_id
        where t.closed_at is null and i.status in ('end', 'manual_end')`),
      openTaskWithoutHolder: await count(sql`select count(*) as n from bpm_task t where t.closed_at is null
        and not exists (select 1 from bpm_task_candidate c where c.task_id = t.id and c.closed_at is null)`),
      closedTaskStillListed: await count(sql`select count(*) as n from bpm_task_candidate c join bpm_task t on t.id = c.task_id
        where t.closed_at is not null and c.closed_at is null`),
      endedInstanceWithTokens: await count(sql`select count(*) as n from bpm_token k join bpm_instance i on i.id = k.instance_id where i.status = 'end'`),
      runningInstanceWithoutWork: await count(sql`select count(*) as n from bpm_instance i where i.status = 'running'
        and not exists (select 1 from bpm_task t where t.instance_id = i.id and t.closed_at is null)`),
      completedTaskWithoutOpinion: await count(sql`select count(*) as n from bpm_task t where t.close_reason = 'completed' and t.parent_task_id is null
        and not exists (select 1 from bpm_opinion o where o.task_id = t.id)`),
      activeTokenWithoutTask: await count(sql`select count(*) as n from bpm_token k join bpm_instance i on i.id = k.instance_id
        where i.status = 'running' and k.state = 'active' and not exists (select 1 from bpm_task t where t.token_id = k.id and t.closed_at is null)`),
    };
  });
}

describe('workflow concurrency', () => {
  let t: TestApp;
  let staff1: Session;
  let staff2: Session;
  let leader: Session;
  let ipadmin: Session;
  let admin: Session;
  let wf: ReturnType<typeof workflowClient>;
  beforeAll(async () => {
    t = await createTestApp();
    wf = workflowClient(t);
    [staff1, staff2, leader, ipadmin, admin] = await Promise.all(['staff1', 'staff2', 'leader', 'ipadmin', 'admin'].map((a) => t.login('univ', a))) as [Session, Session, Session, Session, Session, Session, Session, Session];
  });
  afterAll(async () => { await t?.close(); });

  it('two parallel signers completing at the same moment always leave one consistent next step (200 rounds)', async () => {
    await wf.deploy(admin, 'race', signXml, { defaults: { assignees: [{ type: 'initiator' }] }, nodes: { sign: { assignees: [{ type: 'users', accounts: ['leader', 'ipadmin'] }] } } });
    for (let round = 0; round < 200; round++) {
      // Even rounds: a multi-instance countersign; odd rounds: the leader and an added parallel signer.
      const countersign = round % 2 === 0;
      const instId = (await wf.start(staff1, { flowKey: countersign ? 'race' : 'patentApply' })).json().instId as string;
      let a: [Session, string];
      let b: [Session, string];
      if (countersign) {
        a = [leader, (await wf.onlyTask(leader, instId)).id];
        b = [ipadmin, (await wf.onlyTask(ipadmin, instId)).id];
      } else {
        const task = await wf.onlyTask(leader, instId);
        await wf.post(leader, '/task/v1/userTaskToSign', { taskId: Number(task.id), userIds: [staff2.userId], signType: 'parallel' });
        a = [leader, task.id];
        b = [staff2, (await wf.onlyTask(staff2, instId)).id];
      }
      const replies = await Promise.all([wf.complete(a[0], a[1], 'agree'), wf.complete(b[0], b[1], 'agree')]);
      expect(replies.map((r) => r.statusCode), `round ${round}`).toEqual([200, 200]);
      const next = countersign ? await wf.todo(staff1, instId) : await wf.todo(ipadmin, instId);
      expect(next, `round ${round}`).toEqual([expect.objectContaining({ nodeId: countersign ? 'after' : 'ipAdminApprove' })]);
    }
    expect(await brokenInvariants(t.db)).toEqual(Object.fromEntries(Object.keys(await brokenInvariants(t.db)).map((k) => [k, 0])));
  }, 900_000);

  it('a server killed with kill -9 in the middle of a load run leaves no half-applied action', async () => {
    const database = await openTestDatabase();
    // PGlite is one process: the server child opens the folder once the test has let go of it.
    if (database.kind === 'pglite') await database.close();
    const port = await freePort();
    const env = {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: '/nonexistent', BPM_TIMER_POLL_MS: '0',
      ...(database.kind === 'pglite' ? { DATA_DIR: database.dataDir!, DATABASE_URL: '' } : { DATABASE_URL: database.databaseUrl! }),
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let reopened: Db | null = null;
    try {
      await waitForListening(server, port);
      const base = `http://127.0.0.1:${port}`;
      const [s1, ld, ip] = await Promise.all(['staff1', 'leader', 'ipadmin'].map((a) => httpLogin(base, a))) as [HttpSession, HttpSession, HttpSession];
      let completed = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          try {
            const started = await call(base, s1, '/instance/v1/start', { flowKey: 'patentApply', subject: 'kill -9 load' });
            const todo = await call(base, ld, '/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1 }, querys: [{ property: 'procInstId', value: Number(started.instId) }] });
            await call(base, ld, '/task/v1/complete', { taskId: Number(todo.rows[0].id), actionName: 'agree', opinion: 'load' });
            const next = await call(base, ip, '/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1 }, querys: [{ property: 'procInstId', value: Number(started.instId) }] });
            await call(base, ip, '/task/v1/complete', { taskId: Number(next.rows[0].id), actionName: 'agree', opinion: 'load' });
            completed += 1;
          } catch (error) {
            if (!stop) failures.push(String(error));
            return; // the server is gone
          }
        }
      };
      const failures: string[] = [];
      const workers = Array.from({ length: 6 }, worker);
      // Kill once the load is well under way (a loaded machine may take a while), with requests in flight.
      for (const until = Date.now() + 240_000; completed < 20 && failures.length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
      stop = true;
      server.kill('SIGKILL');
      expect(failures).toEqual([]);
      await Promise.all(workers);
      await new Promise((r) => server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r));
      expect(completed).toBeGreaterThan(0);

      reopened = database.kind === 'pglite' ? (await openDatabase({ dataDir: database.dataDir! })).db : database.db;
      const broken = await brokenInvariants(reopened);
      expect(broken).toEqual(Object.fromEntries(Object.keys(broken).map((k) => [k, 0])));
      const started = await withoutTenant(reopened, (tx) => tx.selectFrom('bpm_instance').select(sql<number>`count(*)`.as('n')).where('subject', '=', 'kill -9 load').executeTakeFirstOrThrow());
      expect(Number(started.n)).toBeGreaterThanOrEqual(completed);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      if (database.kind === 'pglite') await reopened?.destroy();
      else await database.close();
    }
  }, 900_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForListening(child: ChildProcess, port: number): Promise<void> {
  let log = '';
  child.stdout?.on('data', (d) => { log += String(d); });
  child.stderr?.on('data', (d) => { log += String(d); });
  // Compiling and booting the server can take minutes on a loaded two-core machine.
  for (const until = Date.now() + 400_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/uc/auth?tenantId=0`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      if (res.status > 0) return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server did not start: ${log}`);
}

interface HttpSession { token: string }

async function httpLogin(base: string, account: string): Promise<HttpSession> {
  const res = await fetch(`${base}/api/uc/auth?tenantId=1`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: Buffer.from(DEMO_PASSWORD).toString('base64') }),
  });
  if (res.status !== 200) throw new Error(`login ${account}: ${res.status} ${await res.text()}`);
  return { token: ((await res.json()) as { token: string }).token };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(base: string, session: HttpSession, path: string, body: unknown): Promise<any> {
  const res = await fetch(`${base}/api/bpm-runtime/runtime${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'tenant-code': 'univ' }, body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

