/**
 * Page rewrite (scripts/export/04-page-rewrites.ts): a page's chunk stylesheets merged into one
 * file (src/content/export/mergedStylesheets.ts), written once for the pages that share it. Runs
 * after the first-paint rewrite, which reads the page's font faces from the original stylesheets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mergeStylesheets } from '@/content/export/mergedStylesheets';
import type { PageRewrite } from '@/content/export/pageRewrites';

export function mergedStylesheetsRewrite(outDir: string): PageRewrite {
  const texts = new Map<string, string>();
  const written = new Set<string>();
  let merged = 0;
  const readCss = (href: string): string => {
    let css = texts.get(href);
    if (css === undefined) {
      const file = path.join(outDir, href);
      if (!fs.existsSync(file)) {
        throw new Error(
          `[export] merged stylesheets: a page links ${href}, which is not in ${outDir}: rebuild the site (npm run build)`,
        );
      }
      css = fs.readFileSync(file, 'utf8');
      texts.set(href, css);
    }
    return css;
  };
  return {
    rewrite: ({ file, html }) => {
      let result;
      try {
        result = mergeStylesheets(html, readCss);
      } catch (error) {
        throw new Error(`[export] merged stylesheets, ${file}: ${(error as Error).message}`);
      }
      if (result === null) {
        return null;
      }
      if (!written.has(result.merged.href)) {
        fs.writeFileSync(path.join(outDir, result.merged.href), result.merged.css);
        written.add(result.merged.href);
      }
      merged += 1;
      return result.html;
    },
    finish: (pages) => {
      console.log(
        `[export] merged stylesheets: one per page on ${merged} of ${pages} pages (${written.size} files)`,
      );
    },
  };
}
