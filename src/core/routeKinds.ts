/**
 * Every route file of pages/ in one table: the URL pattern it serves, the kinds of page it
 * renders, the areas its pages belong to, and whether it shows demos. Everything
 * else that names a route kind derives from this table: the pattern lists and router rule
 * (routePatterns.ts), the guide groups, the demo registries, the API-tab and API-page paths, and
 * the route table's check that each page has a route file that serves it. A test
 * (routeFiles.test.ts) proves that pages/ holds exactly the route files this table names.
 *
 * Adding a page kind: one entry here, then its English route file (the file's path is the
 * pattern: `/x/[product]` -> pages/x/[product].tsx, a pattern ending in a literal segment ->
 * <pattern>/index.tsx). Its /zh/ twin is written from that file by scripts/generate-routes.ts.
 */

/** What a page of the route table is. */
export type PageKind =
  | 'home'
  | 'doc'
  | 'docs-tab'
  | 'api'
  /** An X product's API index (`/x/api/data-grid`): its Markdown and a listing of its API pages. */
  | 'api-index'
  | 'versions'
  | 'blog'
  | 'blog-post'
  | 'production-error'
  | 'offline'
  /** A moved path: a static page that sends readers to the page now holding its content. */
  | 'redirect'
  /** One template of a templates page, alone on its own page (src/core/templatePages.ts). */
  | 'template';

/**
 * Which pages a route file serves: those of the core areas (`/[area]/…`, any navigation area
 * but x, which has literal route files of its own), of the X area, or pages outside any area.
 */
export type RouteAreas = 'core' | 'x' | 'none';

/** The component a route file renders (the default export of the file). */
export type RouteView =
  | 'home'
  | 'docs'
  | 'api'
  | 'versions'
  | 'blog-index'
  | 'blog-post'
  | 'production-error'
  | 'offline'
  | 'template';

export interface RouteKindEntry {
  /** The URL pattern of the route file (dynamic segments in brackets, as Next names files). */
  readonly pattern: string;
  /** The kinds of page the route file renders. */
  readonly kinds: readonly PageKind[];
  readonly view: RouteView;
  readonly areas: RouteAreas;
  /** Whether the file imports the demo registry of its pages (generated/demos/<name>.ts). */
  readonly demos: boolean;
  /**
   * Whether the file serves an area's component pages, which hand the area's playground loaders
   * (generated/playground/<area>.ts) down with the demo registry.
   */
  readonly componentPages?: boolean;
  /**
   * The pattern whose demo registry the file imports instead, when its pages show demos of other
   * pages (a template's page shows a demo of its templates page).
   */
  readonly demosOf?: string;
}

/** An entry whose pattern keeps its literal type, so that RoutePattern lists the patterns. */
type Entry<P extends string, D extends boolean> = RouteKindEntry & { pattern: P; demos: D };

/** A Markdown route file: documents, and the redirect pages of moved paths among them. */
function markdown<P extends string>(
  pattern: P,
  areas: RouteAreas,
  kinds: readonly PageKind[] = ['doc', 'redirect'],
): Entry<P, true> {
  return { pattern, kinds, view: 'docs', areas, demos: true };
}

function single<P extends string>(pattern: P, kind: PageKind, view: RouteView): Entry<P, false> {
  return { pattern, kinds: [kind], view, areas: 'none', demos: false };
}

function api<P extends string>(pattern: P, areas: RouteAreas): Entry<P, false> {
  return { pattern, kinds: ['api'], view: 'api', areas, demos: false };
}

/** A template alone on its page: a demo of the templates page it belongs to. */
function template<P extends string>(pattern: P, demosOf: string): Entry<P, false> {
  return { pattern, kinds: ['template'], view: 'template', areas: 'core', demos: false, demosOf };
}

export const ROUTE_KINDS = [
  single('/', 'home', 'home'),
  markdown('/[area]', 'core'),
  // A component page: /<area>/react-<name>. One route file per area, so that the demo registry
  // each one downloads names only its own area's pages (the loaders of all 139 core component
  // pages cost 7.6 KiB gzip of every component page's JavaScript).
  { ...markdown('/material-ui/[page]', 'core'), componentPages: true },
  { ...markdown('/joy-ui/[page]', 'core'), componentPages: true },
  { ...markdown('/base-ui/[page]', 'core'), componentPages: true },
  markdown('/system/[page]', 'core'),
  markdown('/[area]/getting-started/[page]', 'core'),
  template('/[area]/getting-started/templates/[template]', '/[area]/getting-started/[page]'),
  markdown('/[area]/main-features/[page]', 'core'),
  markdown('/[area]/components/[page]', 'core'),
  markdown('/[area]/customization/[page]', 'core'),
  markdown('/[area]/guides/[page]', 'core'),
  markdown('/[area]/integrations/[page]', 'core'),
  markdown('/[area]/experimental-api/[page]', 'core'),
  markdown('/[area]/experimental-api/css-theme-variables/[page]', 'core'),
  markdown('/[area]/styles/[page]', 'core'),
  markdown('/[area]/migration/[page]', 'core'),
  markdown('/[area]/discover-more/[page]', 'core'),
  // A component page's API tabs: /<area>/react-<name>/components-api (DOCS_TABS).
  markdown('/[area]/[page]/[docsTab]', 'core', ['docs-tab']),
  api('/[area]/api/[name]', 'core'),
  markdown('/x', 'x'),
  markdown('/x/[product]', 'x'),
  // Also an X product's API index, /x/api/<product>.
  markdown('/x/[product]/[page]', 'x', ['doc', 'redirect', 'api-index']),
  // A page under a group of a product, e.g. /x/react-data-grid/filtering/quick-filter.
  markdown('/x/[product]/[page]/[subpage]', 'x'),
  api('/x/api/[product]/[name]', 'x'),
  markdown('/toolpad', 'none', ['doc']),
  markdown('/docs', 'none', ['doc']),
  markdown('/experiments/docs/[page]', 'none', ['doc']),
  single('/versions', 'versions', 'versions'),
  single('/blog', 'blog', 'blog-index'),
  single('/blog/[post]', 'blog-post', 'blog-post'),
  single('/production-error', 'production-error', 'production-error'),
  // What the service worker shows for a page not read before, when the network is gone.
  single('/offline', 'offline', 'offline'),
] as const;

export type RoutePattern = (typeof ROUTE_KINDS)[number]['pattern'];

export const ROUTE_PATTERNS: readonly RoutePattern[] = ROUTE_KINDS.map((entry) => entry.pattern);

/** The entry of a pattern. */
export function routeKindEntry(pattern: RoutePattern): RouteKindEntry {
  const entry = ROUTE_KINDS.find((candidate) => candidate.pattern === pattern);
  if (!entry) {
    throw new Error(`No route kind has the pattern ${pattern}: add it to src/core/routeKinds.ts`);
  }
  return entry;
}

/** The patterns whose route files may render a kind of page. */
export function patternsServing(kind: PageKind): RoutePattern[] {
  return ROUTE_KINDS.filter((entry) => (entry.kinds as readonly PageKind[]).includes(kind)).map(
    (entry) => entry.pattern,
  );
}

/** The languages whose route files exist besides English: each entry has a twin under pages/<lang>/. */
export const ROUTE_TWIN_LANGUAGES = ['zh'] as const;

/**
 * The file under pages/ of a pattern, for a language: `/[area]/[page]` -> `[area]/[page].tsx`,
 * `/blog` -> `blog/index.tsx`, `/` -> `index.tsx`; a twin sits under `zh/`.
 */
export function routeFileOf(pattern: RoutePattern, language: 'en' | 'zh' = 'en'): string {
  const segments = pattern.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  const file =
    last === undefined || !last.startsWith('[')
      ? [...segments, 'index.tsx'].join('/')
      : `${segments.join('/')}.tsx`;
  return language === 'en' ? file : `${language}/${file}`;
}

/** The groups whose pages are exported at `/<area>/<group>/<page>/` (from the core patterns). */
export const GUIDE_GROUPS: readonly string[] = [
  ...new Set(
    ROUTE_KINDS.filter((entry) => entry.areas === 'core').flatMap((entry) => {
      const segments = entry.pattern.split('/').filter(Boolean);
      return segments.length >= 2 && !segments[1].startsWith('[') ? [segments[1]] : [];
    }),
  ),
];

/** The tabs of a component page, each with the front matter list of the exports it documents. */
export const DOCS_TAB_EXPORTS = { 'components-api': 'components', 'hooks-api': 'hooks' } as const;
export type DocsTab = keyof typeof DOCS_TAB_EXPORTS;
export const DOCS_TABS = Object.keys(DOCS_TAB_EXPORTS) as DocsTab[];

/** The path of a component page's tab: `/material-ui/react-button` + `hooks-api`. */
export function docsTabPath(pagePath: string, tab: DocsTab): string {
  return `${pagePath}/${tab}`;
}

/** The tab a path opens, and the component page it belongs to; null for any other path. */
export function docsTabOfPath(path: string): { tab: DocsTab; pagePath: string } | null {
  const slash = path.lastIndexOf('/');
  const last = path.slice(slash + 1);
  const tab = DOCS_TABS.find((candidate) => candidate === last);
  return tab === undefined || slash <= 0 ? null : { tab, pagePath: path.slice(0, slash) };
}

/**
 * The API page of an export of an area: `/material-ui/api/button`; in the X area the slug holds
 * the product too (`data-grid/data-grid` -> `/x/api/data-grid/data-grid`).
 */
export function apiPagePath(area: string, slug: string): string {
  return `/${area}/api/${slug}`;
}
