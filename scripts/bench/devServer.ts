/**
 * The dev server as the benchmark drives it (devLoop.ts): `npm run dev` started as an author starts
 * it, timed to its first page, and stopped as Ctrl+C stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

async function waitForPage(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<h1')) return;
    } catch {
      // The server is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`next dev did not serve ${url} within the time allowed`);
}

/**
 * Stops the dev server as an author does, with Ctrl+C (SIGINT to its process group), and waits for
 * it to exit: Next then writes Turbopack's cache, which the next start reads. Killed after 30 s.
 */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  const timer = setTimeout(() => signal('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Starts `npm run dev` as an author does (the generators beside next dev), its output to `log`. */
function startDevServer(port: number, log: number): ChildProcess {
  return spawn('npm', ['run', 'dev', '--', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** Seconds from starting the dev server to its first answer with `page` (a path). */
export async function timeStart(
  port: number,
  log: number,
  page: string,
): Promise<{ server: ChildProcess; seconds: number }> {
  const started = Date.now();
  const server = startDevServer(port, log);
  try {
    await waitForPage(`http://127.0.0.1:${port}${page}`, Date.now() + 600_000);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { server, seconds: (Date.now() - started) / 1000 };
}

/** Cold, as the first start after a clone: without the dev server's output and Turbopack's cache. */
export function forgetDevCache(): void {
  fs.rmSync(path.resolve('.next', 'dev'), { recursive: true, force: true });
}
