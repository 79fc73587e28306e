/** sitemap.xml and robots.txt from the route table: every canonical page once. */
import type { Route } from './routeTable';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function canonicalUrl(origin: string, path: string): string {
  const base = origin.replace(/\/$/, '');
  return path === '/' ? `${base}/` : `${base}${path}/`;
}

export function sitemapXml(routes: Route[], origin: string): string {
  const urls = routes
    .filter((route) => route.kind !== 'offline' && route.kind !== 'redirect')
    .map((route) => `  <url><loc>${escapeXml(canonicalUrl(origin, route.path))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /production-error/\nDisallow: /offline/\n\nSitemap: ${canonicalUrl(origin, '/sitemap.xml').replace(/\/$/, '')}\n`;
}
