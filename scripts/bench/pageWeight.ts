/**
 * What a page loads on a first visit, from its exported HTML: the scripts and stylesheets it
 * references, each gzipped, plus the HTML itself and, of it, the page data (`__NEXT_DATA__`),
 * and the CSS it carries inline (raw bytes, in KB of 1,000 bytes: what no other page can take from
 * the cache).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineStyleBytes } from '@/content/export/emotionStyleTags';
import { pageAssets } from '@/content/export/pageAssets';
import { NEXT_DATA_ID } from '@/core/pageIds';

export interface PageWeight {
  page: string;
  jsKiB: number;
  cssKiB: number;
  htmlKiB: number;
  /** The page data inside the HTML, as written (not gzipped): what the page carries for its scripts. */
  pageDataKiB: number;
  inlineStyleKB: number;
  scripts: number;
  stylesheets: number;
}

function gzipKiB(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length / 1024;
}

/** The local scripts and stylesheets of a page (src/content/export/pageAssets.ts). */
export function referencedAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const { scripts, stylesheets } = pageAssets(html);
  return { scripts, stylesheets };
}

/** The size of the page data script's content, in KiB as written. */
export function pageDataKiB(html: string): number {
  const open = `<script id="${NEXT_DATA_ID}" type="application/json">`;
  const start = html.indexOf(open);
  if (start === -1) {
    return 0;
  }
  const end = html.indexOf('</script>', start);
  return Buffer.byteLength(html.slice(start + open.length, end)) / 1024;
}

export function htmlFileFor(outDir: string, pagePath: string): string {
  return path.join(outDir, pagePath, 'index.html');
}

export function measurePage(outDir: string, pagePath: string): PageWeight {
  const file = htmlFileFor(outDir, pagePath);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} does not exist: build the site first (npm run build)`);
  }
  const html = fs.readFileSync(file, 'utf8');
  const { scripts, stylesheets } = referencedAssets(html);
  const sum = (urls: string[]) =>
    urls.reduce((total, url) => {
      const asset = path.join(outDir, decodeURIComponent(url.split('?')[0]));
      if (!fs.existsSync(asset)) {
        throw new Error(`${pagePath} references ${url}, which is not in ${outDir}`);
      }
      return total + gzipKiB(fs.readFileSync(asset));
    }, 0);
  return {
    page: pagePath,
    jsKiB: sum(scripts),
    cssKiB: sum(stylesheets),
    htmlKiB: gzipKiB(html),
    pageDataKiB: pageDataKiB(html),
    inlineStyleKB: inlineStyleBytes(html) / 1000,
    scripts: scripts.length,
    stylesheets: stylesheets.length,
  };
}
