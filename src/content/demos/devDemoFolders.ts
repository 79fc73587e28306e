/**
 * `next dev` only. Turbopack compiles every module a route can reach when the route is first
 * requested, and the demo registry of the component route reaches every component page's demos
 * (with Material UI, Joy UI and Base UI): some seven seconds before the first page. Under
 * `next dev` the registries (`tsx scripts/generate-demos.ts --dev`) hold only the demo folders of
 * the pages opened most recently, listed in generated/dev/demo-folders.json, and so do the
 * playground maps (scripts/generate-playground.ts --dev). A page whose folder is not
 * there yet adds it when its props are read; its demos show a moment later, when the regenerated
 * registry reaches the open page as a hot update. `next build` refuses such registries.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, PROJECT_ROOT, relativeToProject } from '../contentPaths';

export { DEV_REGISTRY_MARKER, devRegistryFiles } from './devRegistries.mjs';

export const DEV_DEMO_FOLDERS_FILE = path.join(GENERATED_DIR, 'dev', 'demo-folders.json');

/** The folders opened so far; a missing or unreadable file is none (it only makes a page wait). */
export function readDevDemoFolders(file: string = DEV_DEMO_FOLDERS_FILE): string[] {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * How many folders the list keeps: the most recently added. Each folder costs the next start of
 * `next dev` its compile time, so a long-lived checkout does not drift back to compiling them all.
 */
export const DEV_DEMO_FOLDERS_KEPT = 24;

/** Adds a folder to the list (dropping the oldest past the limit); false when it was there already. */
export function addDevDemoFolder(folder: string, file: string = DEV_DEMO_FOLDERS_FILE): boolean {
  const folders = readDevDemoFolders(file);
  if (folders.includes(folder)) {
    return false;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const kept = [...folders, folder].slice(-DEV_DEMO_FOLDERS_KEPT);
  fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  return true;
}

/**
 * Under `next dev`: makes sure the registries hold the demo folder `folder` (`material-ui/react-button`),
 * regenerating them when it is new. Does nothing in any other process.
 */
export function requireDevDemoFolder(folder: string): void {
  if (process.env.NODE_ENV !== 'development' || !addDevDemoFolder(folder)) {
    return;
  }
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  // The demo registries, and the playground maps, which hold the same pages (generate-playground.ts).
  for (const generator of ['generate-demos.ts', 'generate-playground.ts']) {
    const result = spawnSync(tsx, [path.join('scripts', generator), '--dev'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      throw new Error(
        `Could not add the page ${folder} to the dev registries (tsx scripts/${generator} --dev failed); see ${relativeToProject(DEV_DEMO_FOLDERS_FILE)}`,
      );
    }
  }
}
