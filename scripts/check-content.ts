/**
 * The content check of issue 9: no page with an empty section, a placeholder phrase, too little
 * prose (see src/content/checks), or (for a component page) fewer than two live demos. Reads the Markdown of every page in the route table
 * and its translations, then the exported HTML of every page in every language.
 *
 *   tsx scripts/check-content.ts [outDir]    (default out/; run after the build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@/content/routeTable';
import { checkExportedPages, checkMarkdownSources } from '@/content/checks/checkSite';
import { formatProblem } from '@/content/checks/checkPage';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

const outDir = path.resolve(process.argv[2] ?? readBuildSettings().exportDir);
if (!fs.existsSync(outDir)) {
  console.error(
    `[content] ${path.relative(process.cwd(), outDir)}/ does not exist: run the build first`,
  );
  process.exit(1);
}

const routes = routeTable();
const problems = [...checkMarkdownSources(routes), ...checkExportedPages(routes, outDir)];
if (problems.length > 0) {
  for (const problem of problems) {
    console.error(`[content] ${formatProblem(problem)}`);
  }
  console.error(`[content] ${problems.length} problem(s) in ${routes.length} pages`);
  process.exit(1);
}
console.log(
  `[content] ${routes.length} pages in every language: no empty section, no placeholder, no thin page, every component page has at least two demos`,
);
