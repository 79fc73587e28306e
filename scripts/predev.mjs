/**
 * `npm run dev` first prepares what the pages import: API data, the demo registry (with only
 * the demo folders the author has opened, `--dev`), the fonts and the English translations split
 * by namespace, in one process (runGenerators.mjs, scripts/generate.ts): one TypeScript loader
 * for the four, each skipping its work when its inputs have not changed.
 */
import { runGenerators } from './runGenerators.mjs';

runGenerators(['api', 'demos', 'fonts', 'translations'], { demos: ['--dev'] }).catch((error) => {
  console.error(`[predev] ${error.message}`);
  process.exit(1);
});
