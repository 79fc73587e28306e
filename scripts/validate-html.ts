/**
 * Gate: valid HTML. html-validate over the exported pages the browser gates open: one page of
 * every kind in English and Chinese, the 404 page, and the same sitemap sample with its Chinese
 * twins. Zero errors tolerated.
 *
 *   tsx scripts/validate-html.ts [dir]         (dir defaults to out/)
 *   tsx scripts/validate-html.ts --all [dir]   every page of the sitemap, in both languages
 */
import fs from 'node:fs';
import path from 'node:path';
import { sitemapLocations } from './gates/linkCheck';
import { NOT_FOUND, gatePlan, localized, pathOfLocation, samplePages } from './gates/pageSet';
import { formatPageErrors, validatePages } from './gates/validateHtml';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

/** The sample size of the clean-load gate (test/gates/loads.spec.ts). */
const SAMPLE_SIZE = 150;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const dir = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? readBuildSettings().exportDir,
  );
  const sitemap = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) {
    console.error(`${sitemap} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const paths = sitemapLocations(fs.readFileSync(sitemap, 'utf8')).map(pathOfLocation);
  const plan = gatePlan(paths, SAMPLE_SIZE);
  const everyPage = [...paths.flatMap((p) => [p, localized(p, 'zh')]), NOT_FOUND.path];
  const pages = all
    ? [...new Set(everyPage)]
    : [
        ...new Set([
          ...plan.kinds.flatMap(({ path: p }) => [p, localized(p, 'zh')]),
          NOT_FOUND.path,
          ...samplePages(plan.sample).map((page) => page.url),
        ]),
      ];
  console.log(
    `HTML validation: ${pages.length} pages of ${path.relative(process.cwd(), dir) || '.'}`,
  );
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
