/**
 * Export step: the offline search index. Pagefind reads the rendered pages in out/ (only what
 * the page components mark with `data-pagefind-body`, minus `data-pagefind-ignore`), writes one
 * index per `<html lang>` (en, zh) to out/pagefind/, and the search dialog fetches it on demand.
 */
import fs from 'node:fs';
import path from 'node:path';

function fail(message: string): never {
  throw new Error(`[search-index] ${message}`);
}

function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      files += 1;
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return { files, bytes };
}

export async function run(outDir: string): Promise<void> {
  // Pagefind ships as an ES module only; tsx runs the export steps as CommonJS.
  const pagefind = await import('pagefind');
  const bundleDir = path.join(outDir, 'pagefind');
  fs.rmSync(bundleDir, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({
      // Breadcrumbs and previous/next links inside the page body are navigation, not content.
      excludeSelectors: ['nav', 'header', 'footer', '[role="navigation"]'],
    });
    if (!index) fail(`could not start Pagefind: ${errors.join('; ')}`);

    const added = await index.addDirectory({
      path: outDir,
      glob: `**/*.html`,
    });
    if (added.errors.length > 0) fail(added.errors.join('; '));
    if (added.page_count === 0) {
      fail('no page was indexed: do the page components still carry data-pagefind-body?');
    }
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) fail(written.errors.join('; '));

    const { files, bytes } = sizeOf(bundleDir);
    console.log(
      `[search-index] ${added.page_count} pages indexed into out/pagefind/: ${files} files, ${(bytes / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await pagefind.close();
  }
}
