/**
 * Export step: every page preloads the fonts of its first paint
 * (src/content/export/fontPreloads.ts), found in the stylesheets it links to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  addFontPreloads,
  firstPaintFontUrls,
  linkedStylesheets,
} from '../../src/content/export/fontPreloads';
import { exportedHtmlFiles } from '../../src/content/export/exportedHtmlFiles';

export async function run(outDir: string): Promise<void> {
  const fontsOf = new Map<string, string[]>();
  const fontsOfStylesheet = (cssUrl: string): string[] => {
    let urls = fontsOf.get(cssUrl);
    if (!urls) {
      const file = path.join(outDir, cssUrl);
      urls = fs.existsSync(file) ? firstPaintFontUrls(cssUrl, fs.readFileSync(file, 'utf8')) : [];
      fontsOf.set(cssUrl, urls);
    }
    return urls;
  };
  const files = exportedHtmlFiles(outDir);
  let preloaded = 0;
  for (const file of files) {
    const html = await fs.promises.readFile(file, 'utf8');
    const fonts = [...new Set(linkedStylesheets(html).flatMap(fontsOfStylesheet))];
    const next = addFontPreloads(html, fonts);
    if (next !== null) {
      await fs.promises.writeFile(file, next);
      preloaded += 1;
    }
  }
  console.log(`[export] ${preloaded} of ${files.length} pages preload their first-paint fonts`);
}
