/**
 * Runs a command and reports its wall time and the peak memory of its whole process tree
 * (Next.js builds in worker processes), sampled from /proc.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface RunMetrics {
  seconds: number;
  peakMiB: number;
  exitCode: number;
}

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(parent) ?? [];
      list.push(Number(entry));
      children.set(parent, list);
    } catch {
      // The process ended while being read.
    }
  }
  return children;
}

function residentKiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in KiB. */
export function treeResidentKiB(root: number): number {
  const children = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += residentKiB(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function runMeasured(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; label: string; quiet?: boolean; cwd?: string },
): Promise<RunMetrics> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) {
        peak = Math.max(peak, treeResidentKiB(child.pid));
      }
    }, 250);
    const progress = setInterval(() => {
      console.log(
        `[bench] ${options.label}: ${Math.round((Date.now() - started) / 1000)} s, peak ${Math.round(peak / 1024)} MiB so far`,
      );
    }, 30_000);
    child.on('exit', (code) => {
      clearInterval(timer);
      clearInterval(progress);
      resolve({
        seconds: (Date.now() - started) / 1000,
        peakMiB: peak / 1024,
        exitCode: code ?? 1,
      });
    });
  });
}
