/**
 * npm run bench — the performance benchmark (docs/performance.md#the-benchmark). Prints every
 * figure beside its budget (bench/budgets.json) and writes them to .bench/results.json and
 * .bench/results.md: a run's figures go into the commit message of the change they measure, not
 * into the documents.
 *
 *   npm run bench                  # everything (about 20–40 minutes on 2 cores)
 *   npm run bench -- --no-build    # measure the existing out/ (skips the site build)
 *   npm run bench -- --quick       # one Lighthouse run and 3 navigations; no corpus builds
 *   npm run bench -- --scale       # also the 10,000-page corpus (tens of minutes)
 *   npm run bench -- --scale-only  # only the 1,000- and 10,000-page corpora and their scale figures
 *   npm run bench -- --peers       # also Docusaurus and VitePress over the 1,000-page corpus
 *   npm run bench -- --no-build --page-weight   # only what each page kind weighs (in Chromium and
 *                                               # from its HTML), what the first live edit
 *                                               # downloads and the icon finder's figures (a
 *                                               # minute); add --throttled for the slow phone's
 *                                               # first paint to interactive
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchSize } from './searchSize';
import budgets from '../../bench/budgets.json';
import { startServer } from '../serve.mjs';
import { measurePrecache } from './precacheSize';
import { runMeasured } from './processMemory';
import { lighthouseMedian, lighthouseVersion } from './lighthouseRuns';
import { PAGE_KINDS, pageWeightRows } from './pageWeightRows';
import { lighthouseRows, lighthouseTargets } from './lighthouseTargets';
import { clientNavigationMedian } from './clientNavigation';
import { corpusRows, scaleOnlyRows } from './corpusFigures';
import { EDIT_KINDS, measureDevLoop, type EditKindName } from './devLoop';
import { searchQuality } from './searchQuality';
import { FIRST_EDIT_PAGE, measureFirstEdit } from './firstEdit';
import { ICON_FINDER_PAGE, measureIconFinder } from './iconFinder';
import { testRunRows } from './testRunFigures';
import { readTestRun } from '../testRunRecord.mjs';
import { judgeRows, renderTable, type Row } from './report';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const WORK_DIR = path.resolve('.bench');
const OUT_DIR = readBuildSettings().exportDir;
/** The port of the dev-loop measurement's `next dev` (BENCH_DEV_PORT to run two benches at once). */
const DEV_PORT = Number(process.env.BENCH_DEV_PORT ?? 3998);

const EDIT_KIND_LABELS: Record<EditKindName, string> = {
  markdown: 'Markdown page',
  demo: 'demo',
  navigation: 'navigation tree',
  translation: 'translation',
};

/** The component page with the most demos: its page data is the largest. */
const LARGEST_COMPONENT_PAGE = '/material-ui/react-autocomplete/';

/** The page kinds timed on a slow phone. */
const THROTTLED_KINDS = ['guide', 'component', 'api'] as const;

const USAGE = `npm run bench [-- options]
  --no-build     measure the existing export instead of building it first
  --page-weight  only what each page kind weighs (JS in Chromium and referenced, CSS, HTML,
                 page data, inline style) and what the first live edit downloads, then stop
  --throttled    with --page-weight: also first paint to interactive on a slow phone
  --quick        one Lighthouse run and 3 navigations; no corpus builds
  --scale        also the 10,000-page corpus
  --scale-only   only the 1,000- and 10,000-page corpora and the scale figures (time, memory and
                 output growth, search index, distinct words), no site build or page measures
  --peers        also Docusaurus and VitePress over the 1,000-page corpus`;

async function main(): Promise<void> {
  if (args.has('--help')) {
    console.log(USAGE);
    return;
  }
  fs.mkdirSync(WORK_DIR, { recursive: true });
  if (args.has('--scale-only')) {
    report(await scaleOnlyRows(WORK_DIR), false);
    return;
  }
  const rows: Row[] = [];

  if (!args.has('--no-build')) {
    console.log('[bench] building the site (npm run build)');
    const site = await runMeasured('npm', ['run', 'build'], { label: 'site build', quiet: true });
    if (site.exitCode !== 0)
      throw new Error('The site build failed: run `npm run build` to see why');
    rows.push({
      section: 'Build',
      figure: 'site build time',
      value: site.seconds,
      unit: 's',
      budget: budgets.build.siteSeconds,
    });
    rows.push({
      section: 'Build',
      figure: 'site build peak memory',
      value: site.peakMiB,
      unit: 'MiB',
    });
  }

  rows.push(...testRunRows(readTestRun(), budgets));

  rows.push(
    ...(await pageWeightRows({
      outDir: OUT_DIR,
      largestComponentPage: LARGEST_COMPONENT_PAGE,
      iconFinderPage: ICON_FINDER_PAGE,
      throttledKinds: THROTTLED_KINDS,
      throttled: !args.has('--page-weight') || args.has('--throttled'),
      throttledRuns: quick ? 1 : 3,
    })),
  );
  // What the first live edit downloads (the editor and sucrase load only then).
  const editServer = await startServer({ dir: OUT_DIR, port: 0, host: '127.0.0.1' });
  try {
    const firstEdit = await measureFirstEdit(editServer.url.replace(/\/$/, ''));
    console.log(
      `[bench] first live edit on ${FIRST_EDIT_PAGE}: ${firstEdit.downloads.map((item) => `${item.url} ${(item.gzipBytes / 1024).toFixed(1)} KiB`).join(', ')}`,
    );
    rows.push({
      section: 'Live editing',
      figure: `first edit download (gzip) ${FIRST_EDIT_PAGE}`,
      value: firstEdit.kib,
      unit: 'KiB',
      budget: budgets.liveEdit.firstEditKiB,
    });
    // What the icon finder downloads when reached (its page's own load is measured above).
    const icons = await measureIconFinder(editServer.url.replace(/\/$/, ''));
    console.log(
      `[bench] icon finder's first screen of drawings: ${icons.firstScreenFiles.join(', ')}`,
    );
    rows.push({
      section: 'Icon finder',
      figure: 'index download (gzip)',
      value: icons.indexKiB,
      unit: 'KiB',
      budget: budgets.iconFinder.indexKiB,
    });
    rows.push({
      section: 'Icon finder',
      figure: 'first screen of drawings (gzip)',
      value: icons.firstScreenKiB,
      unit: 'KiB',
      budget: budgets.iconFinder.firstScreenKiB,
    });
    rows.push({
      section: 'Icon finder',
      figure: 'keystroke to results (median)',
      value: icons.keystrokeMs,
      unit: 'ms',
      budget: budgets.iconFinder.keystrokeMs,
    });
  } finally {
    await editServer.close();
  }
  if (args.has('--page-weight')) {
    console.log(`\n${renderTable(judgeRows(rows))}\n`);
    return;
  }

  const precache = measurePrecache(OUT_DIR);
  rows.push({
    section: 'Service worker',
    figure: `precache (${precache.files} files, ${(precache.bytes / 1024).toFixed(0)} KiB)`,
    value: precache.bytes,
    unit: 'bytes',
    budget: budgets.serviceWorkerPrecacheBytes,
  });

  const server = await startServer({ dir: OUT_DIR, port: 0, host: '127.0.0.1' });
  try {
    const base = server.url.replace(/\/$/, '');
    console.log(`[bench] Lighthouse ${lighthouseVersion()} (pinned in package.json)`);
    for (const target of lighthouseTargets(PAGE_KINDS)) {
      const figures = await lighthouseMedian(base, target.page, quick ? 1 : 3, target.saved);
      // Visually complete soon after first paint: judged on the guide and component pages.
      const visual = target.page === PAGE_KINDS.guide || target.page === PAGE_KINDS.component;
      rows.push(
        ...lighthouseRows(target.label, figures, {
          ...budgets.lighthouse,
          speedIndexToFcp: visual ? budgets.lighthouse.speedIndexToFcp : undefined,
        }),
      );
    }
    const navigation = await clientNavigationMedian(
      base,
      PAGE_KINDS.guide,
      '/material-ui/getting-started/usage/',
      quick ? 3 : 10,
    );
    rows.push({
      section: 'Navigation',
      figure: 'client-side navigation (median)',
      value: navigation.medianMs,
      unit: 'ms',
      budget: budgets.clientNavigationMs,
    });
  } finally {
    await server.close();
  }

  const searchFigures = searchSize(OUT_DIR);
  rows.push({
    section: 'Search',
    figure: 'index size',
    value: searchFigures?.indexKiB ?? null,
    unit: 'KiB',
    budget: budgets.search.indexKiB,
  });
  rows.push({
    section: 'Search',
    figure: 'first query download',
    value: searchFigures?.firstQueryKiB ?? null,
    unit: 'KiB',
    budget: budgets.search.firstQueryKiB,
  });
  const searchServer = await startServer({ dir: OUT_DIR, port: 0, host: '127.0.0.1' });
  try {
    const quality = await searchQuality(OUT_DIR, searchServer.url.replace(/\/$/, ''));
    for (const group of quality.groups) {
      rows.push(
        {
          section: 'Search',
          figure: `relevance, ${group.name} queries: expected page first (top-1)`,
          value: group.top1Percent,
          unit: '%',
          budget: budgets.search.top1Percent,
        },
        {
          section: 'Search',
          figure: `relevance, ${group.name} queries: expected page in the first 3`,
          value: group.top3Percent,
          unit: '%',
          budget: budgets.search.top3Percent,
        },
        {
          section: 'Search',
          figure: `relevance, ${group.name} queries: mean reciprocal rank`,
          value: group.mrr,
          unit: '',
          budget: budgets.search.mrr,
        },
      );
    }
    rows.push({
      section: 'Search',
      figure: 'keystroke to results, index loaded (median)',
      value: quality.keystrokeMedianMs,
      unit: 'ms',
      budget: budgets.search.keystrokeMs,
    });
  } finally {
    await searchServer.close();
  }

  console.log(
    "[bench] the author's loop: next dev start, then three edits each of a Markdown page, a demo, a navigation tree and a translation",
  );
  const devLoop = await measureDevLoop(DEV_PORT);
  rows.push(
    {
      section: 'Authoring',
      figure: 'next dev start to first page, cold (no .next/dev, as after a clone; median of 3)',
      value: devLoop.coldStartSeconds,
      unit: 's',
      budget: budgets.authoring.devStartSeconds,
    },
    {
      section: 'Authoring',
      figure: 'next dev start to first page, after a session stopped with Ctrl+C (median of 3)',
      value: devLoop.warmStartSeconds,
      unit: 's',
      budget: budgets.authoring.devStartSeconds,
    },
  );
  for (const kind of EDIT_KINDS) {
    rows.push({
      section: 'Authoring',
      figure: `${EDIT_KIND_LABELS[kind.kind]} edit to visible in the browser (median of 3${
        devLoop.reloads[kind.kind] > 0
          ? `; Next reloaded the page for ${devLoop.reloads[kind.kind]}`
          : ''
      })`,
      value: devLoop.editToVisibleMs[kind.kind],
      unit: 'ms',
      budget: budgets.authoring.editToVisibleMs,
    });
  }

  if (!quick) {
    rows.push(
      ...(await corpusRows(WORK_DIR, { scale: args.has('--scale'), peers: args.has('--peers') })),
    );
  }

  report(rows, quick);
}

/** Prints the table and writes .bench/results.json and .bench/results.md. */
function report(rows: Row[], quickRun: boolean): void {
  const judged = judgeRows(rows);
  const table = renderTable(judged);
  console.log(`\n${table}\n`);
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  const results = { date: new Date().toISOString(), machine, quick: quickRun, rows: judged };
  fs.writeFileSync(path.join(WORK_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(
    path.join(WORK_DIR, 'results.md'),
    `Measured ${results.date.slice(0, 10)} on ${machine}${quickRun ? ' (quick run)' : ''}.\n\n${table}\n`,
  );
  const over = judged.filter((row) => row.budget && !row.ok);
  console.log(
    `[bench] ${over.length === 0 ? 'every budget holds' : `${over.length} figure(s) over budget`}; written to .bench/results.json and .bench/results.md`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
