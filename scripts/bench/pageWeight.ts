/**
 * What a page loads on a first visit, from its exported HTML: the scripts and stylesheets it
 * references, each gzipped, plus the HTML itself, and the CSS it carries inline (raw bytes, in KB
 * of 1,000 bytes: what no other page can take from the cache).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineStyleBytes } from '@/content/export/emotionStyleTags';
import { pageAssets } from '@/content/export/pageAssets';

export interface PageWeight {
  page: string;
  jsKiB: number;
  cssKiB: number;
  htmlKiB: number;
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
    inlineStyleKB: inlineStyleBytes(html) / 1000,
    scripts: scripts.length,
    stylesheets: stylesheets.length,
  };
}
