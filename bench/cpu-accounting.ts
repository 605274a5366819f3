// CPU time of processes from /proc (Linux): a server process and the PostgreSQL backends of this machine.
// On a loaded 2-core machine the wall-clock rate moves with whatever else runs; the CPU milliseconds each completion
// costs the server and the database move much less, and say what the two cores could carry.
import fs from 'node:fs';

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
 * CPU milliseconds used so far by the PostgreSQL servers of this machine: every live postgres process, plus what the
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
