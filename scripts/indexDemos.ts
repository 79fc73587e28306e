/**
 * Runs scripts/generate-demos.ts for a content folder, or for data/ when none is given. Builds
 * over other Markdown pages (DOCS_CONTENT_DIR) index their own demos first, and index data/ again
 * afterwards, so generated/demos/ is left as the site's own build needs it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function indexDemos(contentDir?: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (contentDir === undefined) {
    delete env.DOCS_CONTENT_DIR;
  } else {
    env.DOCS_CONTENT_DIR = contentDir;
  }
  const result = spawnSync(
    path.resolve('node_modules', '.bin', 'tsx'),
    [path.resolve('scripts', 'generate-demos.ts')],
    { stdio: 'inherit', env },
  );
  if (result.status !== 0) {
    throw new Error(
      `Indexing the demos of ${contentDir ?? 'data/'} failed (exit ${result.status}): run \`npm run generate\` to see why`,
    );
  }
}
