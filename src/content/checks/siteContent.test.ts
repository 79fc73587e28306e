/**
 * The content rules over every page of this site's route table (Markdown sources): no empty
 * section, no placeholder phrase, at least two demos per component page, and no thin component
 * page or guide. The exported HTML is checked after the build by scripts/check-content.ts.
 */
import { buildRouteTable } from '../routeTable';
import { formatProblem } from './checkPage';
import { checkMarkdownSources } from './checkSite';

describe('the Markdown of every page of the site', () => {
  const routes = buildRouteTable();

  it('has pages to check', () => {
    expect(routes.filter((route) => route.kind === 'doc').length).toBeGreaterThan(100);
  });

  it('passes the content rules, thin pages included', () => {
    expect(checkMarkdownSources(routes).map(formatProblem)).toEqual([]);
  });
});
