/**
 * Gate: every internal link, #anchor and asset of every HTML page of the export resolves, and no
 * page carries more inline style than its budget (scripts/gates/inlineStyleBudget.ts).
 *
 *   tsx scripts/check-links.ts [dir]        (dir defaults to out/)
 *
 * Canonical and hreflang links and sitemap entries are checked against NEXT_PUBLIC_SITE_ORIGIN
 * (default https://mui.com). Exits 1 with a report naming each page and link when any is broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks, formatProblems } from './gates/linkCheck';
import { INLINE_STYLE_BUDGET_BYTES, pagesOverInlineStyleBudget } from './gates/inlineStyleBudget';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

const settings = readBuildSettings();
const dir = path.resolve(process.argv[2] ?? settings.exportDir);
const origin = settings.siteOrigin;

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`${path.join(dir, 'index.html')} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const started = Date.now();
const { pages, references, problems } = checkLinks(dir, { origin });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const pagesWithProblems = new Set(problems.map((problem) => problem.page)).size;

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(
    `\nLink check: ${problems.length} broken link(s) on ${pagesWithProblems} page(s), of ${references} references on ${pages} pages (${seconds} s).`,
  );
  process.exit(1);
}
console.log(`Link check: ${references} references on ${pages} pages, none broken (${seconds} s).`);

const heavy = pagesOverInlineStyleBudget(dir);
if (heavy.length > 0) {
  console.error(
    `Inline style: ${heavy.length} page(s) carry more than ${INLINE_STYLE_BUDGET_BYTES} bytes of CSS in <style> elements (bench/budgets.json inlineStyleKB), which no other page can take from the cache:\n${heavy
      .slice(0, 20)
      .map(({ file, bytes }) => `  ${file}: ${bytes} bytes`)
      .join(
        '\n',
      )}\nThe export rewrite scripts/export/rewrites/sharedStylesRewrite.ts moves emotion's styles into stylesheets; a page over the budget holds styles it did not move.`,
  );
  process.exit(1);
}
console.log(`Inline style: every page within ${INLINE_STYLE_BUDGET_BYTES} bytes.`);
