/** The pages of an export, found from its folder layout. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Top-level folders that hold no pages, and are not walked: Next's assets, whose page data export
 * step 02 removes while the search index step (scripts/export/30-search-index.ts) reads the pages
 * beside it, and that step's own output.
 */
const NOT_PAGES = new Set(['_next', 'search-index']);

/** Site paths of every exported `index.html`, from the folder layout (`a/b/index.html` → `/a/b/`). */
export function exportedPagePaths(outDir: string): string[] {
  const paths: string[] = [];
  const walk = (relative: string) => {
    const folder = path.join(outDir, relative);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (relative !== '' || !NOT_PAGES.has(entry.name)) {
          walk(relative === '' ? entry.name : `${relative}/${entry.name}`);
        }
      } else if (entry.isFile() && entry.name === 'index.html') {
        paths.push(relative === '' ? '/' : `/${relative}/`);
      }
    }
  };
  walk('');
  return paths.sort();
}
