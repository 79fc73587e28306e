/** Every HTML page of a static export, outside `_next/` (build-time only). */
import fs from 'node:fs';
import path from 'node:path';

export function exportedHtmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '_next' ? [] : exportedHtmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
