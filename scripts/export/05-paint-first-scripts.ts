/**
 * Export step: every exported page loads its scripts after its first paint
 * (src/content/export/paintFirstScripts.ts). Runs before the service worker step, which
 * precaches the same script files whatever loads them.
 */
import fs from 'node:fs';
import { paintFirstScripts } from '../../src/content/export/paintFirstScripts';
import { exportedHtmlFiles } from '../../src/content/export/exportedHtmlFiles';

export async function run(outDir: string): Promise<void> {
  const files = exportedHtmlFiles(outDir);
  let rewritten = 0;
  for (const file of files) {
    const html = await fs.promises.readFile(file, 'utf8');
    const next = paintFirstScripts(html);
    if (next !== null) {
      await fs.promises.writeFile(file, next);
      rewritten += 1;
    }
  }
  console.log(
    `[export] ${rewritten} of ${files.length} pages load their scripts after first paint`,
  );
}
