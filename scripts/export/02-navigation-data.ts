/**
 * Export step: no page data files. Next writes `/_next/data/<buildId>/<path>.json` beside every
 * prerendered page for client-side navigation; the site answers those requests in the browser from
 * the page's HTML instead (src/components/layout/navigationDataFromPages.ts), so the files would be
 * one more file per page that nothing fetches. Runs before the steps that read the pages.
 */
import fs from 'node:fs';
import path from 'node:path';

export async function run(outDir: string): Promise<void> {
  const root = path.join(outDir, '_next', 'data');
  if (!fs.existsSync(root)) {
    return;
  }
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
  await fs.promises.rm(root, { recursive: true, force: true });
  console.log(
    `[export] removed ${files} page data files (_next/data): client-side navigation reads the pages`,
  );
}
