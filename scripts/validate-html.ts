/**
 * Gate: valid HTML. html-validate over the exported pages the browser gates open: one page of
 * every kind in English and Chinese, the 404 page, and the same sitemap sample with its Chinese
 * twins. Zero errors tolerated.
 *
 *   tsx scripts/validate-html.ts [dir]        (dir defaults to out/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { sitemapLocations } from './gates/linkCheck';
import { NOT_FOUND, gatePlan, localized, pathOfLocation, samplePages } from './gates/pageSet';
import { formatPageErrors, validatePages } from './gates/validateHtml';

/** The sample size of the clean-load gate (test/gates/loads.spec.ts). */
const SAMPLE_SIZE = 150;

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'out');
  const sitemap = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) {
    console.error(`${sitemap} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const paths = sitemapLocations(fs.readFileSync(sitemap, 'utf8')).map(pathOfLocation);
  const plan = gatePlan(paths, SAMPLE_SIZE);
  const pages = [
    ...new Set([
      ...plan.kinds.flatMap(({ path: p }) => [p, localized(p, 'zh')]),
      NOT_FOUND.path,
      ...samplePages(plan.sample).map((page) => page.url),
    ]),
  ];
  const started = Date.now();
  const failures = await validatePages(dir, pages);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    const errors = failures.reduce((sum, f) => sum + f.messages.length, 0);
    console.error(formatPageErrors(failures));
    console.error(
      `\nHTML validation: ${errors} error(s) on ${failures.length} of ${pages.length} pages (${seconds} s).`,
    );
    process.exit(1);
  }
  console.log(`HTML validation: ${pages.length} pages, no errors (${seconds} s).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
