/**
 * Export step: writes each area's navigation tree once, as the content-hashed script its pages
 * name (src/content/navigationAssets.ts), instead of the tree being copied into every page's data.
 * Reads no page, so it may run before or after the steps that rewrite them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { navigationFiles } from '@/content/navigationAssets';

export async function run(outDir: string): Promise<void> {
  const files = navigationFiles();
  let bytes = 0;
  for (const file of files) {
    const target = path.join(outDir, file.url);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, file.body);
    bytes += file.body.length;
  }
  console.log(
    `[export] wrote ${files.length} navigation files (${(bytes / 1024).toFixed(0)} KiB), one per area, under ${path.relative(process.cwd(), path.join(outDir, '_next', 'static', 'navigation')) || '.'}`,
  );
}
