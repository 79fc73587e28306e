import fc from 'fast-check';
import { ROUTE_PATTERNS } from './routeKinds';
import { pathFromParams, routeParams, routePatternFor, type RoutePattern } from './routePatterns';

describe('routePatternFor', () => {
  it.each<[string, RoutePattern | null]>([
    ['/', '/'],
    ['/material-ui', '/[area]'],
    ['/material-ui/react-button', '/material-ui/[page]'],
    ['/joy-ui/react-button', '/joy-ui/[page]'],
    ['/base-ui/react-button', '/base-ui/[page]'],
    ['/system/react-box', '/system/[page]'],
    ['/material-ui/react-button/components-api', '/[area]/[page]/[docsTab]'],
    ['/material-ui/api/button', '/[area]/api/[name]'],
    ['/joy-ui/getting-started/installation', '/[area]/getting-started/[page]'],
    ['/system/customization/palette', '/[area]/customization/[page]'],
    ['/material-ui/getting-started', '/material-ui/[page]'],
    ['/joy-ui/main-features/global-variants', '/[area]/main-features/[page]'],
    ['/joy-ui/integrations/material-ui', '/[area]/integrations/[page]'],
    ['/system/experimental-api/css-theme-variables', '/[area]/experimental-api/[page]'],
    [
      '/material-ui/experimental-api/css-theme-variables/usage',
      '/[area]/experimental-api/css-theme-variables/[page]',
    ],
    ['/system/styles/basics', '/[area]/styles/[page]'],
    ['/material-ui/discover-more/roadmap', '/[area]/discover-more/[page]'],
    ['/x', '/x'],
    ['/x/react-data-grid', '/x/[product]'],
    ['/x/react-data-grid/sorting', '/x/[product]/[page]'],
    ['/x/api/data-grid/data-grid', '/x/api/[product]/[name]'],
    ['/x/api/data-grid', '/x/[product]/[page]'],
    ['/x/react-data-grid/filtering/quick-filter', '/x/[product]/[page]/[subpage]'],
    ['/x/api/data-grid/grid-col-def', '/x/api/[product]/[name]'],
    ['/x/migration/migration-data-grid-v5', '/x/[product]/[page]'],
    ['/x/introduction', '/x/[product]'],
    ['/x/whats-new', '/x/[product]'],
    ['/blog', '/blog'],
    ['/blog/release-5-15', '/blog/[post]'],
    ['/experiments/docs/callouts', '/experiments/docs/[page]'],
    ['/a/b/c/d/e', null],
  ])('%s is served by %s', (path, pattern) => {
    expect(routePatternFor(path)).toBe(pattern);
  });

  it('sends a guide outside the literal groups to the docs tab route, which the route table refuses', () => {
    expect(routePatternFor('/material-ui/elsewhere/page')).toBe('/[area]/[page]/[docsTab]');
  });
});

describe('routeParams and pathFromParams', () => {
  const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
  it('are inverse for every pattern', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTE_PATTERNS),
        fc.array(segment, { minLength: 5, maxLength: 5 }),
        (pattern, values) => {
          let index = 0;
          const path =
            '/' +
            pattern
              .split('/')
              .filter(Boolean)
              .map((part) => (part.startsWith('[') ? values[index++] : part))
              .join('/');
          const normalised = path === '/' ? '/' : path;
          expect(pathFromParams(pattern, routeParams(pattern, normalised))).toBe(normalised);
        },
      ),
    );
  });

  it('names the docs tab parameter', () => {
    expect(routeParams('/[area]/[page]/[docsTab]', '/joy-ui/react-button/components-api')).toEqual({
      area: 'joy-ui',
      page: 'react-button',
      docsTab: 'components-api',
    });
  });
});
