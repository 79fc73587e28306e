/**
 * After `next build`: the files a static host needs beside the pages.
 * - out/404.html (Next exports the 404 page as 404/index.html when trailingSlash is on)
 * - out/sitemap.xml (every canonical page once) and out/robots.txt
 * - then every step in scripts/export/*.ts, in name order: each exports `run(outDir)`
 *
 *   tsx scripts/finish-export.ts [exportDir]   (default out/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '../src/content/routeTable';
import { robotsTxt, sitemapXml } from '../src/content/sitemap';

const origin = process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com';
const outDir = path.resolve(process.argv[2] ?? process.env.NEXT_EXPORT_DIR ?? 'out');
const shown = path.relative(process.cwd(), outDir) || '.';
if (!fs.existsSync(outDir)) {
  console.error(`[export] ${outDir} does not exist: run \`next build\` first`);
  process.exit(1);
}

const notFound = path.join(outDir, '404', 'index.html');
if (!fs.existsSync(notFound)) {
  console.error('[export] out/404/index.html is missing: pages/404.tsx did not export');
  process.exit(1);
}
fs.copyFileSync(notFound, path.join(outDir, '404.html'));
console.log(`[export] wrote ${shown}/404.html`);

const routes = routeTable();
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, origin));
fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(origin));
console.log(
  `[export] wrote ${shown}/sitemap.xml with ${routes.length} pages and ${shown}/robots.txt`,
);

async function runSteps(): Promise<void> {
  const stepsDir = path.join(process.cwd(), 'scripts', 'export');
  const steps = fs.existsSync(stepsDir)
    ? fs
        .readdirSync(stepsDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .sort()
    : [];
  for (const name of steps) {
    const started = Date.now();
    const step = (await import(path.join(stepsDir, name))) as {
      run: (outDir: string) => Promise<void>;
    };
    await step.run(outDir);
    console.log(`[export] ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

runSteps().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
