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

/** CPU milliseconds used so far by every postgres process of this machine (backends and background workers). */
export const postgresCpuMs = () => pids().filter((p) => commOf(p) === 'postgres').reduce((sum, p) => sum + ticksOf(p), 0) * TICK_MS;

/** CPU milliseconds used by this process (all threads). */
export const selfCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
