/**
 * What a page loads on a first visit, from its exported HTML: the scripts and stylesheets it
 * references, each gzipped, plus the HTML itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loaderScriptUrls } from '../../src/content/export/paintFirstScripts';

export interface PageWeight {
  page: string;
  jsKiB: number;
  cssKiB: number;
  htmlKiB: number;
  scripts: number;
  stylesheets: number;
}

function gzipKiB(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length / 1024;
}

/**
 * The local asset URLs of a page: `<script src>`, the scripts its paint-first loader adds
 * (src/content/export/paintFirstScripts.ts), and `<link rel="stylesheet" href>`.
 */
export function referencedAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
    ...loaderScriptUrls(html),
  ];
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => typeof href === 'string');
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return {
    scripts: [...new Set(scripts)].filter(local),
    stylesheets: [...new Set(stylesheets)].filter(local),
  };
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
    scripts: scripts.length,
    stylesheets: stylesheets.length,
  };
}
