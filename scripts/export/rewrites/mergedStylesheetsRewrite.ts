/**
 * Page rewrite (scripts/export/04-page-rewrites.ts): a page's chunk stylesheets merged into one
 * file (src/content/export/mergedStylesheets.ts), written once for the pages that share it. Runs
 * after the first-paint rewrite, which reads the page's font faces from the original stylesheets.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  mergeStylesheets,
  mergedFile,
  type MergedStylesheet,
} from '@/content/export/mergedStylesheets';
import type { PageRewrite } from '@/content/export/pageRewrites';

export function mergedStylesheetsRewrite(outDir: string): PageRewrite {
  const texts = new Map<string, string>();
  // By the list of stylesheets merged: the site's pages share a handful, each read, hashed and
  // written once.
  const files = new Map<string, MergedStylesheet>();
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
  const fileOf = (hrefs: readonly string[]): MergedStylesheet => {
    const key = hrefs.join('\n');
    let found = files.get(key);
    if (found === undefined) {
      found = mergedFile(hrefs, readCss);
      fs.writeFileSync(path.join(outDir, found.href), found.css);
      files.set(key, found);
    }
    return found;
  };
  return {
    rewrite: ({ file, html }) => {
      let result;
      try {
        result = mergeStylesheets(html, fileOf);
      } catch (error) {
        throw new Error(`[export] merged stylesheets, ${file}: ${(error as Error).message}`);
      }
      if (result === null) {
        return null;
      }
      merged += 1;
      return result.html;
    },
    finish: (pages) => {
      console.log(
        `[export] merged stylesheets: one per page on ${merged} of ${pages} pages (${files.size} files)`,
      );
    },
  };
}
