/**
 * Export step: the shell's styles in one stylesheet that every page links and a reader's browser
 * caches, instead of a copy inline in every page (src/content/export/sharedStyles.ts). A page keeps
 * inline only its own rules, at most the inline budget (bench/budgets.json `inlineStyleKB`); more
 * go to a stylesheet of the page's own. Stylesheets are written under /_next/static/css/, named by
 * a hash of their content, so hosts and the service worker cache them as immutable.
 *
 * Runs after 05-first-paint (which reads the inline styles for the fonts a page's demos paint) and
 * before the service worker step (which precaches what every page links: the shell's sheet).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { emotionStyleTags, inlineStyleBytes } from '@/content/export/emotionStyleTags';
import {
  SharedStylesPlanner,
  rewritePageStyles,
  shellRuleIds,
  stylesheetCss,
  type StylePage,
} from '@/content/export/sharedStyles';
import { pageStyles } from '@/content/export/styleUnits';
import { fixNegatedCalc } from '@/core/negatedCalc';
import { INLINE_STYLE_BUDGET_BYTES } from '../gates/inlineStyleBudget';
import { htmlFiles } from '../gates/exportFiles';
import { replacePage } from '@/content/export/replacePage';

/** A unit used by at least this share of the pages is the shell's. */
const SHELL_SHARE = 0.2;
const STYLES_URL = '/_next/static/css/';

function contentName(prefix: string, css: string): string {
  return `${prefix}.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
}

/** A page and its /zh/ twin count as one page when deciding what is shared. */
function pageKey(file: string): string {
  return file.split(path.sep).join('/').replace(/^zh\//, '');
}

interface ReadPage {
  file: string;
  html: string;
  styles: StylePage['styles'];
}

/**
 * The pages with emotion styles to share, read one at a time (a 10,000-page export does not fit
 * in memory at once): the planner counts them on a first pass, the rewrite reads them again.
 * Pages written without the site's document, or already rewritten by this step, are skipped.
 */
async function* pagesWithStyles(
  outDir: string,
  files: readonly string[],
  problems: { invalid: string[]; unread: string[] } | null,
): AsyncGenerator<ReadPage> {
  for (const file of files) {
    const html = await fs.promises.readFile(path.join(outDir, file), 'utf8');
    const tags = emotionStyleTags(html);
    if (tags.length === 0 || html.includes(`href="${STYLES_URL}shell.`)) {
      continue;
    }
    if (problems !== null && tags.some(({ css }) => fixNegatedCalc(css) !== css)) {
      problems.invalid.push(file);
    }
    const styles = pageStyles(html);
    if (styles === null) {
      problems?.unread.push(file);
    } else {
      yield { file, html, styles };
    }
  }
}

export async function run(outDir: string): Promise<void> {
  const files = htmlFiles(outDir).filter((file) => !file.startsWith(`_next${path.sep}`));
  const unread: string[] = [];
  const invalid: string[] = [];
  const planner = new SharedStylesPlanner();
  const toRewrite: string[] = [];
  for await (const page of pagesWithStyles(outDir, files, { invalid, unread })) {
    planner.add({ key: pageKey(page.file), styles: page.styles });
    toRewrite.push(page.file);
  }
  if (toRewrite.length === 0 && unread.length === 0) {
    console.log('[export] no page has emotion styles left to share');
    return;
  }
  const plan = planner.plan(SHELL_SHARE);
  const cssDir = path.join(outDir, STYLES_URL);
  await fs.promises.mkdir(cssDir, { recursive: true });
  const shellCss = stylesheetCss(plan.shell);
  const shellName = contentName('shell', shellCss);
  await fs.promises.writeFile(path.join(cssDir, shellName), shellCss);

  const shellIds = new Set(plan.shell.map((unit) => unit.id));
  const ruleIds = shellRuleIds(plan.shell);
  const pageSheets = new Set<string>();
  let inlineBefore = 0;
  let inlineAfter = 0;
  const over: string[] = [];
  for await (const page of pagesWithStyles(outDir, toRewrite, null)) {
    const rewritten = rewritePageStyles(page.html, page.styles, {
      shellIds,
      shellRuleIds: ruleIds,
      shellHref: `${STYLES_URL}${shellName}`,
      inlineBudgetBytes: INLINE_STYLE_BUDGET_BYTES,
      pageHref: (css) => `${STYLES_URL}${contentName('page', css)}`,
    });
    if (rewritten === null) {
      unread.push(page.file);
      continue;
    }
    if (rewritten.pageCss !== null) {
      const name = contentName('page', rewritten.pageCss);
      if (!pageSheets.has(name)) {
        pageSheets.add(name);
        await fs.promises.writeFile(path.join(cssDir, name), rewritten.pageCss);
      }
    }
    await replacePage(path.join(outDir, page.file), rewritten.html);
    inlineBefore += inlineStyleBytes(page.html);
    const after = inlineStyleBytes(rewritten.html);
    inlineAfter += after;
    if (after > INLINE_STYLE_BUDGET_BYTES) {
      over.push(`${page.file} (${after} bytes)`);
    }
  }
  const problems = [
    ...invalid.map(
      (file) =>
        `${file}: its styles hold \`-calc(\` (a negative spacing, which browsers drop): the emotion caches must run negatedCalcPlugin (src/theme/emotionCache.ts)`,
    ),
    ...unread.map(
      (file) =>
        `${file}: its emotion style elements could not be read as units (src/content/export/styleUnits.ts), so its styles stayed inline`,
    ),
    ...over.map(
      (file) => `${file} keeps more than ${INLINE_STYLE_BUDGET_BYTES} bytes of inline style`,
    ),
  ];
  if (plan.inconsistent.length > 0) {
    // Safe: such a unit stays with each page's own styles. Worth a look if the list grows.
    console.log(
      `[export] 06-shared-styles: ${plan.inconsistent.length} emotion id(s) have different CSS on different pages and stay with each page's own styles: ${plan.inconsistent.slice(0, 10).join(', ')}`,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `[export] 06-shared-styles: ${problems.length} problem(s):\n  ${problems.slice(0, 20).join('\n  ')}\nCheck how pages/_document.tsx writes emotion's styles, and src/content/export/cssRules.ts, which splits them.`,
    );
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `[export] shell stylesheet ${shellName}: ${plan.shell.length} style units, ${kib(Buffer.byteLength(shellCss))}; ${pageSheets.size} page stylesheets; inline style in ${toRewrite.length} pages ${kib(inlineBefore)} → ${kib(inlineAfter)}`,
  );
}
