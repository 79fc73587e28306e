/**
 * Page rewrite (scripts/export/04-page-rewrites.ts): the shell's styles in one stylesheet that
 * every page links and a reader's browser caches, instead of a copy inline in every page
 * (src/content/export/sharedStyles.ts). A page keeps inline only its own rules, at most the inline
 * budget (bench/budgets.json `inlineStyleKB`); more go to a stylesheet of the page's own.
 * Stylesheets are written under /_next/static/css/, named by a hash of their content, so hosts and
 * the service worker cache them as immutable.
 *
 * The survey counts which style units the pages share; the rewrite runs after the first-paint
 * rewrite (which reads the inline styles for the fonts a page's demos paint), and the whole runs
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
  type RewriteOptions,
} from '@/content/export/sharedStyles';
import { pageStyles } from '@/content/export/styleUnits';
import type { PageRewrite } from '@/content/export/pageRewrites';
import { fixNegatedCalc } from '@/core/negatedCalc';
import { INLINE_STYLE_BUDGET_BYTES } from '../../gates/inlineStyleBudget';

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

export function sharedStylesRewrite(outDir: string): PageRewrite {
  const cssDir = path.join(outDir, STYLES_URL);
  const planner = new SharedStylesPlanner();
  const unread: string[] = [];
  const invalid: string[] = [];
  const over: string[] = [];
  /** The pages with emotion styles to share; pages already rewritten by this step are not. */
  const toRewrite = new Set<string>();
  const pageSheets = new Set<string>();
  let options: RewriteOptions | null = null;
  let shellReport = '';
  let inlineBefore = 0;
  let inlineAfter = 0;
  return {
    survey: ({ file, html }) => {
      const tags = emotionStyleTags(html);
      if (tags.length === 0 || html.includes(`href="${STYLES_URL}shell.`)) {
        return;
      }
      if (tags.some(({ css }) => fixNegatedCalc(css) !== css)) {
        invalid.push(file);
      }
      const styles = pageStyles(html);
      if (styles === null) {
        unread.push(file);
      } else {
        planner.add({ key: pageKey(file), styles });
        toRewrite.add(file);
      }
    },
    afterSurvey: () => {
      if (toRewrite.size === 0) {
        return;
      }
      const plan = planner.plan(SHELL_SHARE);
      const shellCss = stylesheetCss(plan.shell);
      const shellName = contentName('shell', shellCss);
      fs.mkdirSync(cssDir, { recursive: true });
      fs.writeFileSync(path.join(cssDir, shellName), shellCss);
      options = {
        shellIds: new Set(plan.shell.map((unit) => unit.id)),
        shellRuleIds: shellRuleIds(plan.shell),
        shellHref: `${STYLES_URL}${shellName}`,
        inlineBudgetBytes: INLINE_STYLE_BUDGET_BYTES,
        pageHref: (css) => `${STYLES_URL}${contentName('page', css)}`,
      };
      shellReport = `shell stylesheet ${shellName}: ${plan.shell.length} style units, ${(Buffer.byteLength(shellCss) / 1024).toFixed(0)} KiB`;
      if (plan.inconsistent.length > 0) {
        // Safe: such a unit stays with each page's own styles. Worth a look if the list grows.
        console.log(
          `[export] shared styles: ${plan.inconsistent.length} emotion id(s) have different CSS on different pages and stay with each page's own styles: ${plan.inconsistent.slice(0, 10).join(', ')}`,
        );
      }
    },
    rewrite: ({ file, html }) => {
      if (options === null || !toRewrite.has(file)) {
        return null;
      }
      // Read again: the rewrites before this one moved what follows their changes.
      const styles = pageStyles(html);
      const rewritten = styles === null ? null : rewritePageStyles(html, styles, options);
      if (rewritten === null) {
        unread.push(file);
        return null;
      }
      if (rewritten.pageCss !== null) {
        const name = contentName('page', rewritten.pageCss);
        if (!pageSheets.has(name)) {
          pageSheets.add(name);
          fs.writeFileSync(path.join(cssDir, name), rewritten.pageCss);
        }
      }
      inlineBefore += inlineStyleBytes(html);
      const after = inlineStyleBytes(rewritten.html);
      inlineAfter += after;
      if (after > INLINE_STYLE_BUDGET_BYTES) {
        over.push(`${file} (${after} bytes)`);
      }
      return rewritten.html;
    },
    finish: () => {
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
      if (problems.length > 0) {
        throw new Error(
          `[export] shared styles: ${problems.length} problem(s):\n  ${problems.slice(0, 20).join('\n  ')}\nCheck how pages/_document.tsx writes emotion's styles, and src/content/export/cssRules.ts, which splits them.`,
        );
      }
      if (toRewrite.size === 0) {
        console.log('[export] no page has emotion styles left to share');
        return;
      }
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      console.log(
        `[export] ${shellReport}; ${pageSheets.size} page stylesheets; inline style in ${toRewrite.size} pages ${kib(inlineBefore)} → ${kib(inlineAfter)}`,
      );
    },
  };
}
