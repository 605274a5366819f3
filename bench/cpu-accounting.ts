// CPU time of processes from /proc (Linux): a server process tree, the PostgreSQL backends serving one database's
// connections (by pid from pg_stat_activity), and, in the older whole-machine form, every postgres process.
// On a loaded 2-core machine the wall-clock rate moves with whatever else runs; the CPU milliseconds each completion
// costs the server and the database move much less, and say what the two cores could carry.
import fs from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

const pids = () => fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
const commOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

const parentOf = (pid: number) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return -1;
  }
};

/** CPU milliseconds used so far by a process and its children (a server's primary and its workers). */
export const processTreeCpuMs = (pid: number) => [pid, ...pids().filter((p) => parentOf(p) === pid)].reduce((sum, p) => sum + ticksOf(p), 0) * TICK_MS;

/**
 * The CPU of the PostgreSQL backends serving the connections to one database (the bench's own: its scratch database
 * has no other clients), by pid from pg_stat_activity. `sample()` returns the milliseconds used so far by every
 * backend seen since the counter was made; a backend that ends keeps its last reading (the pools of the benches keep
 * their connections while they run, so that loses at most the last moments of a closed connection).
 */
export async function databaseBackendsCpu(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`, [database]);
    for (const { pid } of rows) {
      const ticks = ticksOf(pid);
      if (ticks > 0 || !last.has(pid)) last.set(pid, Math.max(ticks, last.get(pid) ?? 0));
    }
    return [...last.values()].reduce((sum, t) => sum + t, 0) * TICK_MS;
  };
  return { sample, backends: () => last.size, close: () => client.end() };
}

/**
 * CPU milliseconds used so far by the PostgreSQL servers of this machine (every engineer's and every other bench's
 * too: prefer databaseBackendsCpu on a shared machine): every live postgres process, plus what the
 * postmaster has reaped of its ended backends (cutime + cstime), so a connection that closes takes nothing away.
 */
export const postgresCpuMs = () => {
  const all = pids().filter((p) => commOf(p) === 'postgres');
  const live = all.reduce((sum, p) => sum + ticksOf(p), 0);
  const reaped = all.filter((p) => commOf(parentOf(p)) !== 'postgres').reduce((sum, p) => sum + reapedTicksOf(p), 0);
  return (live + reaped) * TICK_MS;
};

function reapedTicksOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[13]) + Number(fields[14]); // cutime + cstime: ended children the process waited for
  } catch {
    return 0;
  }
}

/** CPU milliseconds used by this process (all threads). */
export const selfCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
