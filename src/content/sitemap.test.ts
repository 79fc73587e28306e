import { buildRouteTable } from './routeTable';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists every canonical page once with a trailing slash', () => {
    const routes = buildRouteTable();
    const xml = sitemapXml(routes, 'https://example.org/');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(routes.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://example.org/');
    expect(locs).toContain('https://example.org/material-ui/react-button/');
    expect(locs.every((loc) => loc.endsWith('/') && !loc.includes('/zh/'))).toBe(true);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});
