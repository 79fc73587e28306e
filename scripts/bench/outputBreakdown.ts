/** What an export holds, by kind of file: the figures behind "files per page". */
import fs from 'node:fs';
import path from 'node:path';

export interface OutputKind {
  kind: string;
  files: number;
  bytes: number;
}

/** The kind of an exported file, from its path relative to the export folder. */
export function kindOfOutputFile(relative: string): string {
  const file = relative.split(path.sep).join('/');
  if (file.startsWith('_next/data/')) return 'page data (_next/data)';
  if (file.startsWith('_next/')) return 'scripts and styles (_next)';
  if (file.startsWith('search-index/')) return 'search index';
  const zh = file.startsWith('zh/');
  if (file.endsWith('.html')) return zh ? 'HTML under /zh/' : 'HTML';
  if (file.endsWith('.md')) return zh ? 'Markdown twin under /zh/' : 'Markdown twin';
  if (file.endsWith('.txt')) return 'llms.txt and robots.txt';
  return zh ? 'other under /zh/' : 'other';
}

export function outputBreakdown(dir: string): OutputKind[] {
  const kinds = new Map<string, OutputKind>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const kind = kindOfOutputFile(path.relative(dir, full));
    const row = kinds.get(kind) ?? { kind, files: 0, bytes: 0 };
    row.files += 1;
    row.bytes += fs.statSync(full).size;
    kinds.set(kind, row);
  }
  return [...kinds.values()].sort((a, b) => b.bytes - a.bytes);
}
