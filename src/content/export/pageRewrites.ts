/**
 * The export's rewrites of its HTML pages, run together: each page is read once to survey it (for
 * the rewrites that plan across pages) and once to rewrite it, and written once with every change.
 * Run one after another, the demo-code, first-paint and shared-styles steps read every page four
 * times and wrote it twice; a rewrite now only says what it changes.
 *
 * A rewrite sees the page as the rewrites before it left it. Node only (build time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { replacePage } from './replacePage';

export interface ExportedPage {
  /** The file, relative to the export folder (`a/b/index.html`). */
  file: string;
  html: string;
}

export interface PageRewrite {
  /** Reads every page, as the export holds it, before any page is rewritten. */
  survey?: (page: ExportedPage) => void;
  /** After the survey, before the first rewrite: the plan the survey leads to. */
  afterSurvey?: () => void;
  /** The page rewritten, or null when this rewrite leaves it as it is. */
  rewrite: (page: ExportedPage) => string | null;
  /**
   * After every page (`pages` of them): writes what the rewrite collected, reports it, and throws
   * on a problem.
   */
  finish: (pages: number) => void;
}

/** Progress is printed every so many pages, for large exports. */
const PROGRESS_EVERY = 2500;

function eachPage(
  outDir: string,
  files: readonly string[],
  what: string,
  visit: (page: ExportedPage) => void,
): void {
  files.forEach((file, index) => {
    visit({ file, html: fs.readFileSync(path.join(outDir, file), 'utf8') });
    if ((index + 1) % PROGRESS_EVERY === 0 && index + 1 < files.length) {
      console.log(`[export] ${what} ${index + 1}/${files.length} pages`);
    }
  });
}

/**
 * Runs `rewrites` over the pages `files` (relative to `outDir`), in order; returns how many pages
 * changed.
 */
export function rewritePages(
  outDir: string,
  files: readonly string[],
  rewrites: readonly PageRewrite[],
): number {
  const surveys = rewrites.filter((rewrite) => rewrite.survey !== undefined);
  if (surveys.length > 0) {
    eachPage(outDir, files, 'surveyed', (page) => {
      for (const rewrite of surveys) {
        rewrite.survey?.(page);
      }
    });
  }
  for (const rewrite of rewrites) {
    rewrite.afterSurvey?.();
  }
  let changed = 0;
  eachPage(outDir, files, 'rewrote', (page) => {
    let html = page.html;
    for (const rewrite of rewrites) {
      html = rewrite.rewrite({ file: page.file, html }) ?? html;
    }
    if (html !== page.html) {
      replacePage(path.join(outDir, page.file), html);
      changed += 1;
    }
  });
  for (const rewrite of rewrites) {
    rewrite.finish(files.length);
  }
  return changed;
}
