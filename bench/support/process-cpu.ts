/**
 * CPU time of a process and of every process below it (the server and its embedded PostgreSQL),
 * from /proc: what a request costs the machine, which stays meaningful when other work on a
 * shared machine makes latencies wander. Linux only; 0 elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

type Stat = { pid: number; parent: number; cpuMs: number };

const stats = (): Stat[] => {
  const found: Stat[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      // Fields after the command name, which may itself hold spaces and parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
      found.push({
        pid: Number(pid),
        parent: Number(fields[1]),
        cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
};

/** Milliseconds of CPU used so far by `root` itself and by its descendants, apart. */
export const processTreeCpu = (root: number): { self: number; descendants: number } => {
  const all = stats();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of all) {
      if (!inTree.has(stat.pid) && inTree.has(stat.parent)) {
        inTree.add(stat.pid);
        grew = true;
      }
    }
  }
  let self = 0;
  let descendants = 0;
  for (const stat of all) {
    if (stat.pid === root) self += stat.cpuMs;
    else if (inTree.has(stat.pid)) descendants += stat.cpuMs;
  }
  return { self, descendants };
};
