/**
 * How `/sw.js` carries its config: its second line is `var SW_CONFIG = {…};` (the version, the
 * precache manifest and the offline pages, as JSON on one line), written by
 * scripts/export/20-service-worker.ts and read back by the benchmark and the tests.
 */
import type { WorkerConfig } from '../../serviceWorker/worker';

const CONFIG_LINE = /^var SW_CONFIG = (.*);$/m;

/** The line of sw.js that defines its config. */
export function workerConfigLine(config: WorkerConfig): string {
  return `var SW_CONFIG = ${JSON.stringify(config)};`;
}

/** The config a generated sw.js was written with. */
export function readWorkerConfig(source: string): WorkerConfig {
  const match = CONFIG_LINE.exec(source);
  if (match === null) {
    throw new Error(
      'sw.js has no `var SW_CONFIG = …;` line: was it written by scripts/export/20-service-worker.ts?',
    );
  }
  return JSON.parse(match[1]) as WorkerConfig;
}

/** The file of an export a URL is served from: `/offline/` → `offline/index.html`. */
export function fileOfUrl(url: string): string {
  const relative = decodeURIComponent(url.replace(/^\//, ''));
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}
