/**
 * `npm run dev` first prepares what the pages import: API data, the demo registry (with only
 * the demo folders the author has opened, `--dev`), the fonts and the English translations split
 * by namespace, at once (runGenerators.mjs). One Node process and four generators side by side,
 * not four TypeScript loaders one after another: the first page is up a couple of seconds sooner.
 */
import { runGenerators } from './runGenerators.mjs';

runGenerators(['api', 'demos', 'fonts', 'translations'], { demos: ['--dev'] }).catch((error) => {
  console.error(`[predev] ${error.message}`);
  process.exit(1);
});
