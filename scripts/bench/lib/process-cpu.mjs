// CPU accounting from /proc (Linux): user + system time of each process of interest between two
// snapshots, in cores (CPU seconds per second). Cheap enough to take during a measurement.
// Processes: the bench runner's own children (the system's services, by their dist/ entry, and
// the bench's child scripts), PostgreSQL backends of the bench database (by their process title),
// PostgreSQL's other processes, RabbitMQ (beam.smp), NATS and Redis; and the whole machine.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process is gone
  }
};

/** pid, ppid, comm, state and utime + stime (ticks) of /proc/<pid>/stat. */
function statOf(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' '); // fields[0] is field 3 (state)
  return { pid, comm, state: fields[0], ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Which account a process belongs to, or null when it is none of ours. */
function labelOf(proc, runnerPid, database) {
  if (proc.pid === runnerPid) return 'bench runner';
  // An exited child not yet reaped keeps its CPU but no longer its command line: it would count again.
  if (proc.state === 'Z') return null;
  const cmdline = read(`/proc/${proc.pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
  if (proc.ppid === runnerPid) {
    const app = /dist\/apps\/([^/]+)\/src\/main\.js/.exec(cmdline);
    if (app) return app[1];
    const script = /scripts\/bench\/lib\/([^/ ]+)\.mjs/.exec(cmdline);
    // The load generator reports its own CPU with its result (runLoad): it may be gone by the second snapshot.
    if (script) return script[1] === 'load-generator' ? null : script[1];
    return 'other bench children';
  }
  if (proc.comm === 'postgres' || cmdline.startsWith('postgres')) {
    if (database && cmdline.includes(` ${database} `)) return 'postgres: bench database backends';
    if (
      /postgres: .*(checkpointer|background writer|walwriter|autovacuum|stats|logical replication)/.test(cmdline) ||
      !cmdline.startsWith('postgres:')
    ) {
      return 'postgres: background (wal writer, checkpointer, …)';
    }
    return 'postgres: other databases';
  }
  if (proc.comm === 'beam.smp') return 'rabbitmq';
  if (proc.comm === 'nats-server') return 'nats';
  if (proc.comm === 'redis-server') return 'redis';
  return null;
}

function machineTicks() {
  const [, ...values] = read('/proc/stat').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** A snapshot of every process of interest, to subtract from a later one (`cpuBetween`). */
export function cpuSnapshot({ database } = {}) {
  const runnerPid = process.pid;
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const proc = statOf(Number(entry));
    if (!proc) continue;
    const label = labelOf(proc, runnerPid, database);
    if (label) processes.set(proc.pid, { label, ticks: proc.ticks });
  }
  return { at: performance.now(), processes, machine: machineTicks() };
}

/**
 * Cores used by each account between two snapshots, largest first, with the machine's busy
 * cores and what the listed accounts leave unexplained (other work on the machine). A process
 * born between the snapshots counts from zero.
 */
export function cpuBetween(before, after) {
  const hz = clockTicks();
  const seconds = (after.at - before.at) / 1000;
  const byLabel = new Map();
  for (const [pid, proc] of after.processes) {
    const prior = before.processes.get(pid);
    const ticks = proc.ticks - (prior && prior.label === proc.label ? prior.ticks : 0);
    byLabel.set(proc.label, (byLabel.get(proc.label) ?? 0) + Math.max(0, ticks));
  }
  const accounts = [...byLabel].map(([label, ticks]) => ({ label, cores: ticks / hz / seconds })).sort((a, b) => b.cores - a.cores);
  const machineCores = (after.machine.busy - before.machine.busy) / hz / seconds;
  const listed = accounts.reduce((sum, account) => sum + account.cores, 0);
  return { seconds, accounts, machineBusyCores: machineCores, unlisted: Math.max(0, machineCores - listed) };
}

/** Resident memory (bytes) of the bench runner's children running dist/apps/<app>/src/main.js, summed. */
export function residentBytesOf(app) {
  let bytes = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const proc = statOf(Number(entry));
    if (!proc || proc.ppid !== process.pid || proc.state === 'Z') continue;
    if (!read(`/proc/${entry}/cmdline`)?.includes(`dist/apps/${app}/src/main.js`)) continue;
    const rss = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${entry}/status`) ?? '');
    if (rss) bytes += Number(rss[1]) * 1024;
  }
  return bytes;
}
