/**
 * Which edit of the content the caches of this process hold. In a production build content never
 * changes while the process runs, so the version is fixed; under `next dev` it is the number that
 * scripts/dev/contentWatcher.mjs writes after every edit of a Markdown page or demo. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from './contentPaths';

const VERSION_FILE = path.join(GENERATED_DIR, 'dev', 'content-version.txt');
const IN_DEVELOPMENT = process.env.NODE_ENV === 'development';

export function contentVersion(): string {
  if (!IN_DEVELOPMENT) {
    return 'build';
  }
  try {
    return fs.readFileSync(VERSION_FILE, 'utf8');
  } catch {
    return 'unwatched';
  }
}

/** A value computed once per content version: once per build, again after each edit in development. */
export function perContentVersion<T>(compute: () => T): () => T {
  let held: { version: string; value: T } | null = null;
  return () => {
    const version = contentVersion();
    if (held === null || held.version !== version) {
      held = { version, value: compute() };
    }
    return held.value;
  };
}
