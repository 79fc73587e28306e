/**
 * The one route table (docs/architecture.md#from-data-to-props): every canonical page of the site, built from data/
 * and validated. getStaticPaths, the sitemap and the checks all read it. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLanguage, type Language } from '@/core/language';
import { NAV_AREAS, type NavArea } from '@/core/navigationTypes';
import { flattenPages } from '@/core/navigation';
import { validateNavigation } from '@/core/navigationValidation';
import { routePatternFor } from '@/core/routePatterns';
import { templatesOfMarkdown } from '@/core/templatePages';
import {
  DOCS_TAB_EXPORTS,
  DOCS_TABS,
  GUIDE_GROUPS,
  docsTabPath,
  patternsServing,
  routeKindEntry,
  type PageKind,
  type RoutePattern,
} from '@/core/routeKinds';
import { navigationTrees } from './navigationTrees';
import {
  DATA_DIR,
  EXTERNAL_CONTENT_DIR,
  apiFileFor,
  landingFileFor,
  markdownFileFor,
  relativeToProject,
} from './contentPaths';
import { readMarkdown } from './markdownSource';
import { perContentVersion } from './contentVersion';
import { areaRedirects, redirectsFileOf } from './redirects';
import { pageLanguages } from './pageLanguages';

/** The kinds of page (src/core/routeKinds.ts); a redirect's `target` comes from data/<area>/redirects.ts. */
export type RouteKind = PageKind;

export interface Route {
  /** Canonical path without trailing slash (`/` for home). */
  path: string;
  kind: RouteKind;
  pattern: RoutePattern;
  /** The navigation area the page belongs to, if any. */
  area: NavArea | null;
  /** The file the page is made from (Markdown or generated API JSON), if any. */
  source: string | null;
  /** The languages the page is rendered in (pageLanguages.ts); English always. */
  languages: readonly Language[];
  /** For a redirect: the canonical path of the page that now holds the content. */
  target?: string;
  /** For a template's page: the demo of its templates page it shows (`SignInSide`). */
  template?: string;
}

/**
 * A generated API page: `/<area>/api/<name>`, or `/x/api/<product>/<name>` in the X area, where
 * `/x/api/<product>` itself is a Markdown index page: whatever the route file of an API kind serves.
 */
/** An X product's API index page: `/x/api/<product>`, Markdown with a generated listing. */
const API_INDEX_PATH = /^\/x\/api\/[a-z-]+$/;

function isApiPath(pathname: string): boolean {
  const pattern = routePatternFor(pathname);
  return pattern !== null && patternsServing('api').includes(pattern);
}

function pageExists(pathname: string): boolean {
  return fs.existsSync(isApiPath(pathname) ? apiFileFor(pathname) : markdownFileFor(pathname));
}

/** Whether a page of an area (null: none) belongs to the pages a route file serves. */
function inAreasOf(pattern: RoutePattern, area: NavArea | null): boolean {
  const { areas } = routeKindEntry(pattern);
  return areas === 'none'
    ? area === null
    : areas === 'x'
      ? area === 'x'
      : area !== null && area !== 'x';
}

export function makeRoute(
  pathname: string,
  kind: RouteKind,
  area: NavArea | null,
  source: string | null,
): Route {
  const pattern = routePatternFor(pathname);
  if (pattern === null || !patternsServing(kind).includes(pattern) || !inAreasOf(pattern, area)) {
    const where = source ? ` (from ${relativeToProject(source)})` : '';
    throw new Error(
      `Page ${pathname}${where} cannot be exported: no route file serves a ${kind} page at this path. ` +
        `Guide pages must be /<area>/<group>/<page> with group ${GUIDE_GROUPS.join(', ')}; component pages /<area>/react-<name>.`,
    );
  }
  return {
    path: pathname,
    kind,
    pattern,
    area,
    source,
    languages: pageLanguages({ area, source }),
  };
}

/**
 * Whether a Markdown file name is a page of its own: `post.md` is, while a translation beside it
 * (`post.zh.md`, see translatedContent.ts) is the same page in another language.
 */
export function isPageMarkdownName(name: string): boolean {
  const match = /^(.+?)(?:\.([a-z]{2}))?\.md$/.exec(name);
  if (!match) {
    return false;
  }
  return match[2] === undefined || !isLanguage(match[2]);
}

/** The pages of a folder listed from its files (blog posts, experiments). */
export function markdownFilesIn(folder: string, dataDir: string = DATA_DIR): string[] {
  const dir = path.join(dataDir, folder);
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter(isPageMarkdownName)
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * The pages of the templates a page shows, when a route file serves templates below its path
 * (`/material-ui/getting-started/templates/sign-in-side`): one per demo of its Markdown.
 */
function templateRoutes(pathname: string, area: NavArea, file: string, body: string): Route[] {
  const pattern = routePatternFor(`${pathname}/template`);
  if (pattern === null || !patternsServing('template').includes(pattern)) {
    return [];
  }
  return templatesOfMarkdown(body).map((entry) => ({
    ...makeRoute(`${pathname}/${entry.slug}`, 'template', area, file),
    template: entry.demo,
  }));
}

function areaRoutes(area: NavArea): Route[] {
  const tree = navigationTrees()[area];
  validateNavigation(area, tree, { pageExists });
  const routes: Route[] = [];
  const landing = landingFileFor(area);
  if (fs.existsSync(landing)) {
    routes.push(makeRoute(`/${area}`, 'doc', area, landing));
  } else if (EXTERNAL_CONTENT_DIR !== null) {
    // A plain folder of Markdown may have no landing page: one listing the area's pages is made.
    routes.push(makeRoute(`/${area}`, 'doc', area, null));
  } else {
    throw new Error(`The ${area} area has no landing page: add ${relativeToProject(landing)}`);
  }
  for (const entry of flattenPages(tree)) {
    if (entry.planned) {
      continue;
    }
    if (isApiPath(entry.pathname)) {
      routes.push(makeRoute(entry.pathname, 'api', area, apiFileFor(entry.pathname)));
      continue;
    }
    const file = markdownFileFor(entry.pathname);
    const kind = API_INDEX_PATH.test(entry.pathname) ? 'api-index' : 'doc';
    routes.push(makeRoute(entry.pathname, kind, area, file));
    const page = readMarkdown(file);
    if (page) {
      routes.push(...templateRoutes(entry.pathname, area, file, page.body));
    }
    for (const tab of DOCS_TABS) {
      // A page has a tab when a route file serves tabs at its path and its front matter lists exports.
      const tabPath = docsTabPath(entry.pathname, tab);
      const tabPattern = routePatternFor(tabPath);
      const served = tabPattern !== null && patternsServing('docs-tab').includes(tabPattern);
      if (page && served && page.frontMatter[DOCS_TAB_EXPORTS[tab]].length > 0) {
        routes.push(makeRoute(tabPath, 'docs-tab', area, file));
      }
    }
  }
  return routes;
}

function otherRoutes(): Route[] {
  const routes: Route[] = [
    makeRoute('/', 'home', null, null),
    makeRoute('/versions', 'versions', null, null),
    makeRoute('/blog', 'blog', null, null),
    makeRoute('/production-error', 'production-error', null, null),
    // What the service worker shows for a page not read before, when the network is gone.
    makeRoute('/offline', 'offline', null, null),
  ];
  for (const file of markdownFilesIn('blog')) {
    routes.push(makeRoute(`/blog/${path.basename(file, '.md')}`, 'blog-post', null, file));
  }
  for (const single of ['toolpad', 'docs']) {
    const file = path.join(DATA_DIR, single, 'index.md');
    if (!fs.existsSync(file)) {
      throw new Error(`The /${single}/ page has no content: add ${relativeToProject(file)}`);
    }
    routes.push(makeRoute(`/${single}`, 'doc', null, file));
  }
  for (const file of markdownFilesIn(path.join('experiments', 'docs'))) {
    routes.push(makeRoute(`/experiments/docs/${path.basename(file, '.md')}`, 'doc', null, file));
  }
  return routes;
}

/** The redirect pages of moved paths, each checked against the pages already in the table. */
function redirectRoutes(pages: readonly Route[]): Route[] {
  const paths = new Set(pages.map((route) => route.path));
  return areaRedirects((pathname) => paths.has(pathname)).map(({ area, redirect }) => ({
    // The file is named in the error of a path no Markdown route file serves.
    ...makeRoute(redirect.from, 'redirect', area, path.resolve(redirectsFileOf(area))),
    source: null,
    target: redirect.to,
  }));
}

export function buildRouteTable(): Route[] {
  const pages = [...otherRoutes(), ...NAV_AREAS.flatMap(areaRoutes)];
  // Redirects are declared for the pages of data/; a plain folder of Markdown has none.
  const redirects = EXTERNAL_CONTENT_DIR === null ? redirectRoutes(pages) : [];
  const routes = [...pages, ...redirects];
  const seen = new Set<string>();
  for (const route of routes) {
    if (seen.has(route.path)) {
      throw new Error(`Two pages are exported at ${route.path}: give one of them another path`);
    }
    seen.add(route.path);
  }
  return routes;
}

/** The route table of this build: built once per process, again after an edit under `next dev`. */
export const routeTable: () => Route[] = perContentVersion(buildRouteTable);

export function findRoute(pathname: string): Route | undefined {
  return routeTable().find((route) => route.path === pathname);
}
