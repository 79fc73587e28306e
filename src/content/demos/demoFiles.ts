/** The demo files of a content folder: every .tsx file below it, in a stable order. Node only. */
import fs from 'node:fs';
import path from 'node:path';

export function demoFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    throw new Error(`The content folder ${dir} does not exist: check DOCS_CONTENT_DIR.`);
  }
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return demoFilesIn(full);
      }
      return entry.name.endsWith('.tsx') ? [full] : [];
    })
    .sort();
}
