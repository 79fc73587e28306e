// The mark of the partial demo registries that `next dev` uses (src/content/demos/devDemoFolders.ts),
// in plain JavaScript so that next.config.mjs can refuse them in a production build.
import fs from 'node:fs';
import path from 'node:path';

/** The first line of a registry that holds only the demo folders of pages opened under next dev. */
export const DEV_REGISTRY_MARKER =
  '// next dev: only the demo folders of the pages opened so far (src/content/demos/devDemoFolders.ts).';

/**
 * The registries under `dir` (generated/demos) that are next dev's partial ones.
 * @param {string} dir
 * @returns {string[]}
 */
export function devRegistryFiles(dir) {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name))
    .filter((file) => fs.readFileSync(file, 'utf8').startsWith(DEV_REGISTRY_MARKER));
}
