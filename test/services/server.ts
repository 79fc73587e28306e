/** Serves an export for one test, like the static host of scripts/serve.mjs. */
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

interface ServeModule {
  startServer: (options: { dir: string; port?: number; host?: string }) => Promise<RunningServer>;
}

/** Starts a server for `dir` on `port` (0: any free port, i.e. another host than the build's). */
export async function serve(dir: string, port: number): Promise<RunningServer> {
  const { startServer } = (await import(path.resolve('scripts', 'serve.mjs'))) as ServeModule;
  return startServer({ dir, port, host: '127.0.0.1' });
}
