/**
 * Before a timed build: writes out the file data the previous steps left in the page cache
 * (`sync`). A build writes some hundred megabytes that the kernel flushes over the following
 * seconds; timed right after another build, a build shared the disk and a core with that flush.
 * In one bench run the site's builds that followed Docusaurus's took 34.0–36.1 s and those that
 * followed VitePress's (long finished writing) 31.8–32.6 s. Both sides of a comparison start settled.
 */
import { spawnSync } from 'node:child_process';

export function settleDisk(): void {
  const result = spawnSync('sync', { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `\`sync\` failed (${result.error?.message ?? `exit ${result.status}`}): is coreutils installed?`,
    );
  }
}
