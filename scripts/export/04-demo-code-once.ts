/**
 * Export step, one pass over every page's data: each demo variant's code moves into a
 * content-hashed file under /_next/static/demo-code/, fetched when the reader shows the code
 * (src/content/export/demoCodeOnce.ts). (The article is already left out of the page data when
 * the page is rendered: pages/_document.tsx, src/content/export/articleOnce.ts.)
 * Client-side navigation reads the same page data from the page (02-navigation-data.ts).
 * Reads and writes only `__NEXT_DATA__`, so it may run before or after the first-paint step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { moveDemoCodeOut, type DemoCodeFile } from '@/content/export/demoCodeOnce';
import { readPageData } from '@/content/export/pageData';
import { htmlFiles } from '../gates/exportFiles';
import { replacePage } from '@/content/export/replacePage';

/**
 * Page data that holds a demo variant's code has its `tsCode` (DemoCode, loadDemos.ts): a page
 * without the name has none to move and is not parsed.
 */
const HAS_DEMO_CODE = '"tsCode":';

export async function run(outDir: string): Promise<void> {
  const codeFiles = new Map<string, string>();
  const keep = (file: DemoCodeFile) => codeFiles.set(file.url, file.body);
  const pages = htmlFiles(outDir).filter((file) => !file.startsWith(`_next${path.sep}`));
  let saved = 0;
  let withoutCode = 0;
  for (const file of pages) {
    const full = path.join(outDir, file);
    const html = await fs.promises.readFile(full, 'utf8');
    if (!html.includes(HAS_DEMO_CODE)) {
      continue;
    }
    const page = readPageData(html);
    if (page === null || !moveDemoCodeOut(page.data.props?.pageProps, keep)) {
      continue;
    }
    const lean = page.write();
    await replacePage(full, lean);
    saved += html.length - lean.length;
    withoutCode += 1;
  }
  for (const [url, body] of codeFiles) {
    const target = path.join(outDir, url);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, body);
  }
  console.log(
    `[export] of ${pages.length} pages, ${withoutCode} load their demo code on demand (${(saved / 2 ** 20).toFixed(1)} MiB less HTML, ${codeFiles.size} demo code files)`,
  );
}
