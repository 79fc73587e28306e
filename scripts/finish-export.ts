/**
 * After `next build`: the files a static host needs beside the pages.
 * - out/404.html (Next exports the 404 page as 404/index.html when trailingSlash is on: moved, since
 *   hosts serve 404.html and nothing links to /404/)
 * - out/sitemap.xml (every canonical page once) and out/robots.txt
 * - then every step in scripts/export/*.ts, in name order: each exports `run(outDir)`
 *
 *   tsx scripts/finish-export.ts [exportDir]   (default out/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@/content/routeTable';
import { robotsTxt, sitemapXml } from '@/content/sitemap';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

const settings = readBuildSettings();
const origin = settings.siteOrigin;
const outDir = path.resolve(process.argv[2] ?? settings.buildDir);
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
fs.renameSync(notFound, path.join(outDir, '404.html'));
fs.rmSync(path.dirname(notFound), { recursive: true, force: true });
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

/** An export folder outside the project (NEXT_EXPORT_DIR) was built inside it: move it there. */
function moveToExportDir(): void {
  if (process.argv[2] !== undefined || settings.buildDir === settings.exportDir) {
    return;
  }
  const target = settings.exportDir;
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    if (!fs.existsSync(path.join(target, 'index.html'))) {
      throw new Error(
        `NEXT_EXPORT_DIR=${target} holds files that are not an earlier export of this site: empty it or choose another folder`,
      );
    }
    fs.rmSync(target, { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(settings.buildDir, settings.exportDir, { recursive: true });
  fs.rmSync(settings.buildDir, { recursive: true, force: true });
  console.log(`[export] moved the export to ${settings.exportDir}`);
}

runSteps()
  .then(moveToExportDir)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
