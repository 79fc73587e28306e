/**
 * Export step, one pass over every page's data for what it need not carry:
 * - the article: each Markdown page's article is in its HTML once, not a second time in its page
 *   data (src/content/export/articleOnce.ts); the page reads it back from its markup when it
 *   hydrates;
 * - demo code: each demo variant's code moves into a content-hashed file under
 *   /_next/static/demo-code/, fetched when the reader shows the code
 *   (src/content/export/demoCodeOnce.ts).
 * Client-side navigation reads the same page data from the page (02-navigation-data.ts).
 * Reads and writes only `__NEXT_DATA__`, so it may run before or after the first-paint step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { leaveArticleOut } from '@/content/export/articleOnce';
import { moveDemoCodeOut, type DemoCodeFile } from '@/content/export/demoCodeOnce';
import { readPageData } from '@/content/export/pageData';
import { htmlFiles } from '../gates/exportFiles';
import { replacePage } from '@/content/export/replacePage';

export async function run(outDir: string): Promise<void> {
  const codeFiles = new Map<string, string>();
  const keep = (file: DemoCodeFile) => codeFiles.set(file.url, file.body);
  const pages = htmlFiles(outDir).filter((file) => !file.startsWith(`_next${path.sep}`));
  let saved = 0;
  let withoutArticle = 0;
  let withoutCode = 0;
  for (const file of pages) {
    const full = path.join(outDir, file);
    const html = await fs.promises.readFile(full, 'utf8');
    const page = readPageData(html);
    if (page === null) {
      continue;
    }
    const pageProps = page.data.props?.pageProps;
    const articleOut = leaveArticleOut(pageProps);
    const codeOut = moveDemoCodeOut(pageProps, keep);
    if (articleOut || codeOut) {
      const lean = page.write();
      await replacePage(full, lean);
      saved += html.length - lean.length;
      withoutArticle += articleOut ? 1 : 0;
      withoutCode += codeOut ? 1 : 0;
    }
  }
  for (const [url, body] of codeFiles) {
    const target = path.join(outDir, url);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, body);
  }
  console.log(
    `[export] of ${pages.length} pages, ${withoutArticle} no longer repeat their article in the page data and ${withoutCode} load their demo code on demand (${(saved / 2 ** 20).toFixed(1)} MiB less HTML, ${codeFiles.size} demo code files)`,
  );
}
