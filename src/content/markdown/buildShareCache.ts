/**
 * Work shared by the prerender workers of one `next build`: a value computed by one worker is
 * written to a folder the others read. `next.config.mjs` creates the folder for each production
 * build (SHARED_BUILD_CACHE_DIR) and removes it when the build exits; without it (`next dev`,
 * tests, scripts) every value is computed where it is needed.
 *
 * Values are stored by a hash of their key, so a key must name everything the value depends on.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SHARED_BUILD_CACHE_ENV = 'SHARED_BUILD_CACHE_DIR';

function fileFor(folder: string, namespace: string, key: string): string {
  const hash = createHash('sha256').update(key).digest('hex');
  return path.join(folder, `${namespace}-${hash}.json`);
}

function readShared<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    // Not computed yet, or unreadable: compute it again.
    return undefined;
  }
}

function writeShared(file: string, value: unknown): void {
  // Written under a unique name and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    fs.writeFileSync(partial, JSON.stringify(value));
    fs.renameSync(partial, file);
  } catch {
    // The folder went away (the build is ending) or the disk is full: the value is only lost.
    fs.rmSync(partial, { force: true });
  }
}

/** The value for `key`, from another worker of this build if one computed it, else computed. */
export async function sharedAcrossBuildWorkers<T>(
  namespace: string,
  key: string,
  compute: () => Promise<T>,
  folder: string | undefined = process.env[SHARED_BUILD_CACHE_ENV],
): Promise<T> {
  if (!folder) {
    return compute();
  }
  const file = fileFor(folder, namespace, key);
  const shared = readShared<T>(file);
  if (shared !== undefined) {
    return shared;
  }
  const value = await compute();
  writeShared(file, value);
  return value;
}
