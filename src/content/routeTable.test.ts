import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NAV_AREAS } from '@/core/navigationTypes';
import { flattenPages } from '@/core/navigation';
import { routePatternFor } from '@/core/routePatterns';
import { navigationTrees } from './navigationTrees';
import { buildRouteTable, isPageMarkdownName, makeRoute, markdownFilesIn } from './routeTable';
import { readMarkdown } from './markdownSource';
import { demoRegistryPattern } from '@/core/demoRegistries';
import { demoFolderFor } from './demos/loadDemos';
import { demoIdFor } from './demos/demoId';
import { markdownDemos } from './checks/markdownOutline';

describe('demo registries of the route files', () => {
  it('holds every demo a page shows in the registry of the route file that serves the page', () => {
    let checked = 0;
    for (const route of buildRouteTable()) {
      if (route.kind !== 'doc' || route.source === null || !route.source.endsWith('.md')) {
        continue;
      }
      const page = readMarkdown(path.resolve(route.source));
      for (const name of markdownDemos(page?.body ?? '')) {
        const file = path.join(demoFolderFor(path.resolve(route.source)), name);
        expect([route.path, demoRegistryPattern(demoIdFor(file))]).toEqual([
          route.path,
          route.pattern,
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('the route table of the site', () => {
  const routes = buildRouteTable();
  const paths = new Set(routes.map((route) => route.path));

  it('lists every page once, each served by the route file of its kind', () => {
    expect(paths.size).toBe(routes.length);
    for (const route of routes) {
      expect(routePatternFor(route.path)).toBe(route.pattern);
    }
  });

  it("exports each template of Material UI's and Joy UI's templates pages on a page of its own, linked from the templates page in every language", () => {
    const templates = routes.filter((route) => route.kind === 'template');
    expect(templates.map((route) => route.path).sort()).toEqual(
      [
        '/joy-ui/getting-started/templates/dashboard',
        '/joy-ui/getting-started/templates/inbox',
        '/joy-ui/getting-started/templates/pricing',
        '/joy-ui/getting-started/templates/sign-in',
        '/material-ui/getting-started/templates/album',
        '/material-ui/getting-started/templates/dashboard',
        '/material-ui/getting-started/templates/pricing',
        '/material-ui/getting-started/templates/sign-in-side',
      ].sort(),
    );
    for (const route of templates) {
      const sources = [route.source ?? '', route.source?.replace(/\.md$/, '.zh.md') ?? ''];
      for (const source of sources) {
        expect([source, readMarkdown(source)?.body.includes(`](${route.path}/)`)]).toEqual([
          source,
          true,
        ]);
      }
    }
  });

  it('renders every page of the site in English and Chinese: its areas are offered in Chinese', () => {
    expect(routes.filter((route) => route.languages.join() !== 'en,zh')).toEqual([]);
  });

  it('has every non-planned navigation entry of every area, and no planned one', () => {
    for (const area of NAV_AREAS) {
      for (const entry of flattenPages(navigationTrees()[area])) {
        expect(paths.has(entry.pathname)).toBe(!entry.planned);
      }
    }
  });

  it('has the documented screens', () => {
    for (const path of [
      '/',
      '/versions',
      '/blog',
      '/production-error',
      '/toolpad',
      '/docs',
      '/x',
      '/x/react-data-grid',
      '/material-ui/react-button',
    ]) {
      expect(paths.has(path)).toBe(true);
    }
    expect(routes.some((route) => route.kind === 'blog-post')).toBe(true);
    expect(routes.some((route) => route.path.startsWith('/experiments/docs/'))).toBe(true);
  });

  it("exports the X pages at mui.com's paths: a page inside a product's group, and the API index of a product as an API index page", () => {
    const kindOf = (path: string) => routes.find((route) => route.path === path)?.kind;
    expect(kindOf('/x/react-data-grid/filtering/quick-filter')).toBe('doc');
    expect(kindOf('/x/introduction')).toBe('doc');
    expect(kindOf('/x/whats-new')).toBe('doc');
    expect(kindOf('/x/migration/migration-data-grid-v5')).toBe('doc');
    // Served by the Markdown route file, with a listing of the product's API pages.
    expect(kindOf('/x/api/data-grid')).toBe('api-index');
    expect(routes.find((route) => route.path === '/x/api/date-pickers')?.pattern).toBe(
      '/x/[product]/[page]',
    );
    expect(kindOf('/x/api/data-grid/grid-col-def')).toBe('api');
    expect(kindOf('/x/api/data-grid/data-grid')).toBe('api');
  });

  it('gives a component page its API tabs exactly when its front matter lists components or hooks', () => {
    const componentPatterns: string[] = [
      '/material-ui/[page]',
      '/joy-ui/[page]',
      '/base-ui/[page]',
      '/system/[page]',
    ];
    const componentPages = routes.filter((candidate) =>
      componentPatterns.includes(candidate.pattern),
    );
    expect(componentPages.length).toBeGreaterThan(100);
    for (const route of componentPages) {
      const page = route.source ? readMarkdown(route.source) : null;
      expect(paths.has(`${route.path}/components-api`)).toBe(
        (page?.frontMatter.components.length ?? 0) > 0,
      );
      expect(paths.has(`${route.path}/hooks-api`)).toBe((page?.frontMatter.hooks.length ?? 0) > 0);
    }
  });
});

describe('makeRoute', () => {
  it('refuses a guide outside the groups that have route files', () => {
    expect(() => makeRoute('/material-ui/elsewhere/page', 'doc', 'material-ui', null)).toThrow(
      'Page /material-ui/elsewhere/page cannot be exported: no route file serves a doc page at this path',
    );
  });

  it('refuses a path deeper than any route file', () => {
    expect(() => makeRoute('/joy-ui/guides/a/b', 'doc', 'joy-ui', null)).toThrow(
      'cannot be exported',
    );
  });

  it('accepts each kind at its own patterns', () => {
    expect(makeRoute('/base-ui/react-button/hooks-api', 'docs-tab', 'base-ui', null).pattern).toBe(
      '/[area]/[page]/[docsTab]',
    );
    expect(makeRoute('/x/api/charts/line-chart', 'api', 'x', null).pattern).toBe(
      '/x/api/[product]/[name]',
    );
  });
});

describe('pages listed from a folder (blog, experiments)', () => {
  it('takes a Markdown file as a page, but not its translation beside it', () => {
    expect(isPageMarkdownName('material-ui-v5-15.md')).toBe(true);
    expect(isPageMarkdownName('material-ui-v5-15.zh.md')).toBe(false);
    expect(isPageMarkdownName('material-ui-v5-15.en.md')).toBe(false);
    expect(isPageMarkdownName('notes.txt')).toBe(false);
  });

  it('keeps a dotted name that is not a language suffix', () => {
    expect(isPageMarkdownName('release.v5.md')).toBe(true);
    expect(isPageMarkdownName('v5.15.md')).toBe(true);
  });

  it('lists only the pages of a folder holding translations', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
    try {
      fs.mkdirSync(path.join(dataDir, 'blog'));
      for (const name of ['b-post.md', 'b-post.zh.md', 'a-post.md', 'a-post.zh.md', 'README.txt']) {
        fs.writeFileSync(path.join(dataDir, 'blog', name), '---\ntitle: T\n---\n');
      }
      expect(markdownFilesIn('blog', dataDir).map((file) => path.basename(file))).toEqual([
        'a-post.md',
        'b-post.md',
      ]);
      expect(markdownFilesIn('missing', dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('exports no page at the path of a translation file', () => {
    expect(buildRouteTable().filter((route) => /\.[a-z]{2}$/.test(route.path))).toEqual([]);
  });
});

describe('redirect pages of moved paths', () => {
  const routes = buildRouteTable();
  const byPath = new Map(routes.map((route) => [route.path, route]));

  it('leaves a redirect at each moved path, leading to a page of the table', () => {
    const redirects = routes.filter((route) => route.kind === 'redirect');
    expect(byPath.get('/system/guides/borders')?.target).toBe('/system/borders');
    expect(byPath.get('/material-ui/getting-started/overview')?.target).toBe(
      '/material-ui/getting-started',
    );
    for (const redirect of redirects) {
      expect(redirect.source).toBeNull();
      expect(byPath.get(redirect.target ?? '')?.kind).toBe('doc');
    }
  });
});
