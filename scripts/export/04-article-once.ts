/**
 * Export step: each Markdown page's article is in its HTML once, not a second time in its page data
 * (src/content/export/articleOnce.ts). The page reads it back from its markup when it hydrates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { leaveArticleOutOfPageData } from '@/content/export/articleOnce';
import { htmlFiles } from '../gates/linkCheck';

export async function run(outDir: string): Promise<void> {
  const files = htmlFiles(outDir).filter((file) => !file.startsWith(`_next${path.sep}`));
  let saved = 0;
  let pages = 0;
  for (const file of files) {
    const full = path.join(outDir, file);
    const html = await fs.promises.readFile(full, 'utf8');
    const lean = leaveArticleOutOfPageData(html);
    if (lean !== null) {
      await fs.promises.writeFile(full, lean);
      saved += html.length - lean.length;
      pages += 1;
    }
  }
  console.log(
    `[export] ${pages} of ${files.length} pages no longer repeat their article in the page data (${(saved / 2 ** 20).toFixed(1)} MiB less HTML)`,
  );
}
