/**
 * Export step: the rewrites of every page, in one survey and one rewrite of each page
 * (src/content/export/pageRewrites.ts), in this order:
 * 1. demo code out of the page data (rewrites/demoCodeRewrite.ts);
 * 2. what the first paint needs: font preloads, scripts after the paint (rewrites/firstPaintRewrite.ts);
 * 3. the shell's styles into a shared stylesheet (rewrites/sharedStylesRewrite.ts), which surveys
 *    every page first;
 * 4. the inline scripts minified, the early-click script only where a control uses it
 *    (rewrites/inlineScriptsRewrite.ts);
 * 5. the page's chunk stylesheets merged into one (rewrites/mergedStylesheetsRewrite.ts).
 * Runs before the service worker step, which precaches what every page links and loads.
 */
import path from 'node:path';
import { rewritePages, type PageRewrite } from '@/content/export/pageRewrites';
import { htmlFiles } from '../gates/exportFiles';
import { demoCodeRewrite } from './rewrites/demoCodeRewrite';
import { firstPaintRewrite } from './rewrites/firstPaintRewrite';
import { sharedStylesRewrite } from './rewrites/sharedStylesRewrite';
import { inlineScriptsRewrite } from './rewrites/inlineScriptsRewrite';
import { mergedStylesheetsRewrite } from './rewrites/mergedStylesheetsRewrite';

/** Runs `rewrites` over the export's pages (not the files under _next/, which hold none). */
export function rewriteExportedPages(outDir: string, rewrites: readonly PageRewrite[]): void {
  const files = htmlFiles(outDir).filter((file) => !file.startsWith(`_next${path.sep}`));
  const changed = rewritePages(outDir, files, rewrites);
  console.log(`[export] rewrote ${changed} of ${files.length} pages`);
}

// Async for the step runner (scripts/finish-export.ts): a failing rewrite rejects.
export async function run(outDir: string): Promise<void> {
  rewriteExportedPages(outDir, [
    demoCodeRewrite(outDir),
    firstPaintRewrite(outDir),
    sharedStylesRewrite(outDir),
    inlineScriptsRewrite(),
    mergedStylesheetsRewrite(outDir),
  ]);
}
