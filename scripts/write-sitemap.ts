/**
 * After `next build`: writes out/sitemap.xml (every canonical page once) and out/robots.txt.
 *
 *   tsx scripts/write-sitemap.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '../src/content/routeTable';
import { robotsTxt, sitemapXml } from '../src/content/sitemap';

const origin = process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com';
const outDir = path.join(process.cwd(), 'out');
if (!fs.existsSync(outDir)) {
  console.error('[sitemap] out/ does not exist: run `next build` first');
  process.exit(1);
}
const routes = routeTable();
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, origin));
fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(origin));
console.log(`[sitemap] wrote out/sitemap.xml with ${routes.length} pages and out/robots.txt`);
