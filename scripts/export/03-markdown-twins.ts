/**
 * Export step: a Markdown twin beside every canonical page (`/material-ui/react-button.md`,
 * home `/index.md`), `/llms.txt`, `/llms-full.txt` and `/<area>/llms-full.txt`.
 * Run by scripts/finish-export.ts after `next build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildTwinPages } from '@/content/llms/twinPages';
import { AREA_TITLES, llmsFullTxt, llmsSections, llmsTxt } from '@/content/llms/llmsTxt';
import { homePageProps } from '@/content/pages/homePage';

function write(outDir: string, sitePath: string, text: string): void {
  const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export async function run(outDir: string): Promise<void> {
  const pages = buildTwinPages();
  for (const page of pages) {
    write(outDir, page.twinPath, page.markdown);
  }
  const fullFiles = Object.entries(AREA_TITLES)
    .map(([area, title]) => ({
      area,
      title,
      path: `/${area}/llms-full.txt`,
      pages: pages.filter((page) => page.area === area),
    }))
    .filter((file) => file.pages.length > 0);
  for (const file of fullFiles) {
    write(outDir, file.path, llmsFullTxt(file.pages));
  }
  write(outDir, '/llms-full.txt', llmsFullTxt(pages));
  const { title, description } = homePageProps('en');
  write(
    outDir,
    '/llms.txt',
    llmsTxt(llmsSections(pages), { name: title, summary: description, fullFiles }),
  );
  console.log(
    `[export] wrote ${pages.length} Markdown twins, llms.txt, llms-full.txt and ${fullFiles.length} area llms-full.txt files`,
  );
}
