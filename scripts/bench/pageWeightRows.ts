/**
 * The bench's page-weight figures (docs/performance.md#how-each-figure-is-measured): each page
 * kind loaded in Chromium (scripts until interactive and in the quiet seconds after), beside what
 * its HTML references, its CSS, HTML, page data and inline style; the largest component page's
 * data; the icon finder page's own load; and, when asked, first paint to interactive on a slow
 * phone.
 */
import budgets from '../../bench/budgets.json';
import { startServer } from '../serve.mjs';
import { launchBenchBrowser, measureBrowserWeight } from './browserWeight';
import { measurePage } from './pageWeight';
import type { Row } from './report';
import type { Budget } from './stats';
import { throttledMedian } from './throttledInteractive';

export const PAGE_KINDS = {
  home: '/',
  guide: '/material-ui/getting-started/installation/',
  component: '/material-ui/react-button/',
  api: '/material-ui/api/button/',
  dataGrid: '/x/react-data-grid/',
} as const;

export async function pageWeightRows({
  outDir,
  pages = PAGE_KINDS,
  largestComponentPage,
  iconFinderPage,
  throttledKinds,
  throttled,
  throttledRuns,
}: {
  outDir: string;
  pages?: typeof PAGE_KINDS;
  /** The component page with the most demos: its page data is the largest. */
  largestComponentPage: string;
  iconFinderPage: string;
  /** The page kinds timed on a slow phone, when `throttled`. */
  throttledKinds: readonly (keyof typeof PAGE_KINDS)[];
  throttled: boolean;
  throttledRuns: number;
}): Promise<Row[]> {
  const rows: Row[] = [];
  const weightServer = await startServer({ dir: outDir, port: 0, host: '127.0.0.1' });
  const browser = await launchBenchBrowser();
  try {
    for (const [kind, page] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const weight = measurePage(outDir, page);
      const loaded = await measureBrowserWeight(browser, weightServer.url, outDir, page);
      const budget: {
        jsKiB: Budget;
        afterInteractiveKiB: Budget;
        demosKiB?: Budget;
        htmlGzipKiB?: Budget;
        pageDataKiB?: Budget;
      } = budgets.pageWeight[kind];
      const section = `Page ${kind}`;
      console.log(
        `[bench] ${page}: ${loaded.interactive.length} scripts until interactive (${loaded.interactiveMs.toFixed(0)} ms), ${loaded.demos.length} until its demos hydrated (${loaded.demosMs.toFixed(0)} ms), ${loaded.after.length} after: ${loaded.after.join(', ') || 'none'}`,
      );
      rows.push(
        {
          section,
          figure: `JS (gzip) until interactive, in Chromium ${page}`,
          value: loaded.interactiveKiB,
          unit: 'KiB',
          budget: budget.jsKiB,
        },
        {
          section,
          figure: 'JS (gzip) of its demos, loaded once it is interactive, until they hydrate',
          value: loaded.demosKiB,
          unit: 'KiB',
          budget: budget.demosKiB,
        },
        {
          section,
          figure: 'JS (gzip) in the 5 quiet seconds after (prefetch, lazy parts)',
          value: loaded.afterKiB,
          unit: 'KiB',
          budget: budget.afterInteractiveKiB,
        },
        {
          section,
          figure: 'diagnostic: JS (gzip) the HTML references',
          value: weight.jsKiB,
          unit: 'KiB',
        },
        { section, figure: 'CSS (gzip)', value: weight.cssKiB, unit: 'KiB' },
        {
          section,
          figure: 'HTML (gzip)',
          value: weight.htmlKiB,
          unit: 'KiB',
          budget: budget.htmlGzipKiB,
        },
        {
          section,
          figure: 'of it, page data (raw)',
          value: weight.pageDataKiB,
          unit: 'KiB',
          budget: budget.pageDataKiB,
        },
        {
          section,
          figure: 'inline style (raw)',
          value: weight.inlineStyleKB,
          unit: 'KB',
          budget: budgets.inlineStyleKB,
        },
      );
    }
    // The largest component page's data, beside the same budget as the Button page's.
    const largest = measurePage(outDir, largestComponentPage);
    rows.push({
      section: 'Page component',
      figure: `page data (raw) ${largestComponentPage}`,
      value: largest.pageDataKiB,
      unit: 'KiB',
      budget: budgets.pageWeight.component.pageDataKiB,
    });
    // The Material Icons page holds a tool: its own load is held to the component budget (what
    // the tool downloads when reached has budgets of its own, scripts/bench/iconFinder.ts).
    const iconsPage = await measureBrowserWeight(browser, weightServer.url, outDir, iconFinderPage);
    rows.push({
      section: 'Icon finder',
      figure: `JS (gzip) until interactive, in Chromium ${iconFinderPage}`,
      value: iconsPage.interactiveKiB,
      unit: 'KiB',
      budget: budgets.pageWeight.component.jsKiB,
    });
    if (throttled) {
      for (const kind of throttledKinds) {
        console.log(`[bench] ${pages[kind]} on a slow phone (4× CPU, Slow 4G)`);
        const throttled = await throttledMedian(
          browser,
          weightServer.url,
          pages[kind],
          throttledRuns,
        );
        rows.push({
          section: 'Slow phone (4× CPU, Slow 4G)',
          figure: `${kind}: first contentful paint to interactive (FCP ${throttled.firstPaintMs.toFixed(0)} ms; median)`,
          value: throttled.paintToInteractiveMs,
          unit: 'ms',
          budget: budgets.throttled.paintToInteractiveMs,
        });
      }
    }
  } finally {
    await browser.close();
    await weightServer.close();
  }
  return rows;
}
