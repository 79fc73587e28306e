/**
 * Export step, one pass over every page's data for what it need not carry:
 * - the article: each Markdown page's article is in its HTML once, not a second time in its page
 *   data (src/content/export/articleOnce.ts); the page reads it back from its markup when it
 *   hydrates;
 * - demo code: each demo variant's code moves into a content-hashed file under
 *   /_next/static/demo-code/, fetched when the reader shows the code
 *   (src/content/export/demoCodeOnce.ts). The data files of client-side navigation
 *   (/_next/data/…json) lose it too.
 * Reads and writes only `__NEXT_DATA__`, so it may run before or after the first-paint step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { leaveArticleOut } from '@/content/export/articleOnce';
import { moveDemoCodeOut, type DemoCodeFile } from '@/content/export/demoCodeOnce';
import { readPageData } from '@/content/export/pageData';
import { htmlFiles } from '../gates/linkCheck';

/** The page data files of client-side navigation: every `.json` under `_next/data/`. */
function dataFiles(outDir: string): string[] {
  const root = path.join(outDir, '_next', 'data');
  if (!fs.existsSync(root)) {
    return [];
  }
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

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
      await fs.promises.writeFile(full, lean);
      saved += html.length - lean.length;
      withoutArticle += articleOut ? 1 : 0;
      withoutCode += codeOut ? 1 : 0;
    }
  }
  let dataSaved = 0;
  const data = dataFiles(outDir);
  for (const file of data) {
    const json = await fs.promises.readFile(file, 'utf8');
    const parsed = JSON.parse(json) as { pageProps?: unknown };
    if (moveDemoCodeOut(parsed.pageProps, keep)) {
      const lean = JSON.stringify(parsed);
      await fs.promises.writeFile(file, lean);
      dataSaved += json.length - lean.length;
    }
  }
  for (const [url, body] of codeFiles) {
    const target = path.join(outDir, url);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, body);
  }
  console.log(
    `[export] of ${pages.length} pages, ${withoutArticle} no longer repeat their article in the page data and ${withoutCode} load their demo code on demand (${(saved / 2 ** 20).toFixed(1)} MiB less HTML, ${(dataSaved / 2 ** 20).toFixed(1)} MiB less in ${data.length} navigation data files, ${codeFiles.size} demo code files)`,
  );
}
