import { buildRouteTable } from './routeTable';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists every canonical page once with a trailing slash, but not the offline page', () => {
    const routes = buildRouteTable();
    const xml = sitemapXml(routes, 'https://example.org/');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(routes.filter((route) => route.kind !== 'offline').length);
    expect(locs).not.toContain('https://example.org/offline/');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://example.org/');
    expect(locs).toContain('https://example.org/material-ui/react-button/');
    expect(locs.every((loc) => loc.endsWith('/') && !loc.includes('/zh/'))).toBe(true);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml');
    expect(robotsTxt('https://example.org')).toContain('Disallow: /offline/');
  });
});
