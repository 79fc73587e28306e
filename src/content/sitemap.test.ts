import { buildRouteTable } from './routeTable';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists every canonical page once with a trailing slash, but not the offline page nor a redirect', () => {
    const routes = buildRouteTable();
    const xml = sitemapXml(routes, 'https://example.org/');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(
      routes.filter((route) => route.kind !== 'offline' && route.kind !== 'redirect').length,
    );
    const redirect = routes.find((route) => route.kind === 'redirect');
    expect(redirect).toBeDefined();
    expect(locs).not.toContain(`https://example.org${redirect?.path}/`);
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
