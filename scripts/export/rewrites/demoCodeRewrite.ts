/**
 * Page rewrite (scripts/export/04-page-rewrites.ts): each demo variant's code moves out of the
 * page data into a content-hashed file under /_next/static/demo-code/, fetched when the reader
 * shows the code (src/content/export/demoCodeOnce.ts). (The article is already left out of the
 * page data when the page is rendered: pages/_document.tsx, src/content/export/articleOnce.ts.)
 * Client-side navigation reads the same page data from the page (02-navigation-data.ts).
 * Reads and writes only `__NEXT_DATA__`, so its order among the rewrites does not matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { moveDemoCodeOut, type DemoCodeFile } from '@/content/export/demoCodeOnce';
import { readPageData } from '@/content/export/pageData';
import type { PageRewrite } from '@/content/export/pageRewrites';

/**
 * Page data that holds a demo variant's code has its `tsCode` (DemoCode, loadDemos.ts): a page
 * without the name has none to move and is not parsed.
 */
const HAS_DEMO_CODE = '"tsCode":';

export function demoCodeRewrite(outDir: string): PageRewrite {
  const codeFiles = new Map<string, string>();
  const keep = (file: DemoCodeFile) => codeFiles.set(file.url, file.body);
  let saved = 0;
  let withoutCode = 0;
  return {
    rewrite: ({ html }) => {
      if (!html.includes(HAS_DEMO_CODE)) {
        return null;
      }
      const page = readPageData(html);
      if (page === null || !moveDemoCodeOut(page.data.props?.pageProps, keep)) {
        return null;
      }
      const lean = page.write();
      saved += html.length - lean.length;
      withoutCode += 1;
      return lean;
    },
    finish: (pages) => {
      for (const [url, body] of codeFiles) {
        const target = path.join(outDir, url);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, body);
      }
      console.log(
        `[export] of ${pages} pages, ${withoutCode} load their demo code on demand (${(saved / 2 ** 20).toFixed(1)} MiB less HTML, ${codeFiles.size} demo code files)`,
      );
    },
  };
}
