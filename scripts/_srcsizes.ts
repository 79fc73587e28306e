import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageAssets } from '@/content/export/pageAssets';
const [out, page] = process.argv.slice(2);
const html = fs.readFileSync(path.join(out, page, 'index.html'), 'utf8');
const rows: [number, string, string][] = [];
for (const s of pageAssets(html).scripts) {
  const file = path.join(out, s.split('?')[0]);
  const text = fs.readFileSync(file, 'utf8');
  const gz = zlib.gzipSync(text, { level: 9 }).length / 1024;
  const url = /sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  let top = '';
  if (url && fs.existsSync(path.join(path.dirname(file), url))) {
    const map = JSON.parse(fs.readFileSync(path.join(path.dirname(file), url), 'utf8'));
    const maps = map.sections ? map.sections.map((x: { map: unknown }) => x.map) : [map];
    const srcs: [number, string][] = [];
    for (const m of maps) (m.sources as string[]).forEach((src, i) => srcs.push([(m.sourcesContent?.[i] ?? '').length, src.replace('turbopack:///[project]/', '')]));
    srcs.sort((a, b) => b[0] - a[0]);
    top = srcs.slice(0, 4).map(([n, s]) => `${s}(${(n / 1024).toFixed(0)}k)`).join(' ');
  }
  rows.push([gz, path.basename(s), top]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const [gz, n, top] of rows) console.log(gz.toFixed(1).padStart(6), n.padEnd(22), top);
console.log(rows.reduce((t, r) => t + r[0], 0).toFixed(1), 'KiB total');
