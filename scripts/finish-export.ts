/**
 * After `next build`: the files a static host needs beside the pages.
 * - out/404.html (Next exports the 404 page as 404/index.html when trailingSlash is on: moved, since
 *   hosts serve 404.html and nothing links to /404/)
 * - every step in scripts/export/*.ts, in name order: each exports `run(outDir)`; a step that
 *   declares `besideOtherSteps` runs in a process of its own, beside the others, started first
 * - out/sitemap.xml (every canonical page once) and out/robots.txt, once those are started
 *
 *   tsx scripts/finish-export.ts [exportDir]   (default out/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { BESIDE_OTHER_STEPS } from '@/core/buildPhases';
import { routeTable } from '@/content/routeTable';
import { robotsTxt, sitemapXml } from '@/content/sitemap';
import { readBuildSettings } from '@/settings/buildSettings.mjs';
import { runTimed } from './timedProcess.mjs';

const settings = readBuildSettings();
const origin = settings.siteOrigin;
const outDir = path.resolve(process.argv[2] ?? settings.buildDir);
const shown = path.relative(process.cwd(), outDir) || '.';
if (!fs.existsSync(outDir)) {
  console.error(`[export] ${outDir} does not exist: run \`next build\` first`);
  process.exit(1);
}

/**
 * The 404 page where hosts look for it: Next exports it as 404/index.html when trailingSlash is
 * on, and nothing links to /404/. Moved before any step lists the pages.
 */
function moveNotFoundPage(): void {
  const notFound = path.join(outDir, '404', 'index.html');
  if (!fs.existsSync(notFound)) {
    throw new Error(
      '[export] out/404/index.html is missing: pages/404.tsx did not export, or Next now writes it elsewhere (docs/upgrading.md#the-not-found-pages-file)',
    );
  }
  fs.renameSync(notFound, path.join(outDir, '404.html'));
  fs.rmSync(path.dirname(notFound), { recursive: true, force: true });
  console.log(`[export] wrote ${shown}/404.html`);
}

/** The sitemap (every canonical page once) and robots.txt. */
function writeSitemap(): void {
  const routes = routeTable();
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, origin));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(origin));
  console.log(
    `[export] wrote ${shown}/sitemap.xml with ${routes.length} pages and ${shown}/robots.txt`,
  );
}

interface ExportStep {
  run: (outDir: string) => Promise<void>;
  /**
   * The step reads only what the others do not change and writes files of its own: it runs in a
   * process of its own (scripts/export-step.ts) beside them. The page-rewriting steps replace a
   * page in one rename (src/content/export/replacePage.ts), so it never reads half a page.
   */
  besideOtherSteps?: boolean;
}

/**
 * The heap of a step run beside the others. The search index streams its pages and spills their
 * words to disk (src/content/search/streamSearchIndex.ts): it holds the pages' titles and headings
 * and one shard at a time, not their text, so a fixed heap serves any site size (a test indexes
 * 10,000 pages in 512 MiB).
 */
const BESIDE_HEAP_FLAG = '--max-old-space-size=512';

/** Runs a step in a process of its own; resolves when it succeeded, with its wall time. */
function runBeside(name: string): Promise<number> {
  // This process's Node options (tsx's loader, the young generation scripts/build.ts gave it),
  // with the heap limit of its own.
  const options = [
    ...process.execArgv.filter((option) => !option.startsWith('--max-old-space-size')),
    BESIDE_HEAP_FLAG,
  ];
  return runTimed(process.execPath, [...options, 'scripts/export-step.ts', name, outDir], {
    what: `[export] ${name}`,
    hint: `it printed why above; run it alone with \`tsx scripts/export-step.ts ${name} ${shown}\``,
  });
}

async function runSteps(): Promise<void> {
  const stepsDir = path.join(process.cwd(), 'scripts', 'export');
  const names = fs.existsSync(stepsDir)
    ? fs
        .readdirSync(stepsDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .sort()
    : [];
  const steps = await Promise.all(
    names.map(async (name) => ({
      name,
      step: (await import(path.join(stepsDir, name))) as ExportStep,
    })),
  );
  const failures: Error[] = [];
  // The steps beside the others start first: the search index is the longest of all.
  const beside = steps
    .filter(({ step }) => step.besideOtherSteps === true)
    .map(({ name }) =>
      runBeside(name).then(
        (seconds) => {
          console.log(`[export] ${name} ${BESIDE_OTHER_STEPS} done in ${seconds.toFixed(1)} s`);
        },
        (error: unknown) => {
          failures.push(error instanceof Error ? error : new Error(String(error)));
        },
      ),
    );
  try {
    writeSitemap();
    for (const { name, step } of steps.filter(({ step }) => step.besideOtherSteps !== true)) {
      const started = Date.now();
      await step.run(outDir);
      console.log(`[export] ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    // Also when a step failed: the export is not moved while a step still writes into it.
    await Promise.all(beside);
  }
  if (failures.length > 0) {
    throw failures[0];
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

Promise.resolve()
  .then(moveNotFoundPage)
  .then(runSteps)
  .then(moveToExportDir)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
