/** What a build writes for a host to serve: bytes, files, HTML pages, and one page's HTML size. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface OutputStats {
  bytes: number;
  files: number;
  htmlPages: number;
}

export function outputStats(dir: string): OutputStats {
  const stats: OutputStats = { bytes: 0, files: 0, htmlPages: 0 };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      stats.files += 1;
      stats.bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
      if (entry.name.endsWith('.html')) stats.htmlPages += 1;
    }
  }
  return stats;
}

/** The raw and gzip size of one exported HTML file, in KiB; null when the file is missing. */
export function htmlSize(file: string): { rawKiB: number; gzipKiB: number } | null {
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  return { rawKiB: html.length / 1024, gzipKiB: zlib.gzipSync(html, { level: 9 }).length / 1024 };
}
