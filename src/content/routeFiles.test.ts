/**
 * The route kinds of src/core/routeKinds.ts and the route files of pages/ agree: every file under
 * pages/ is the file of an entry (or one of Next's own: _app, _document, 404), every entry has
 * its English file, and each serves its own pattern, in English, with the view and the demo
 * registry its entry names. The files under pages/zh/ are written from these by
 * scripts/generate-routes.ts (src/content/routes/languageTwin.test.ts) and are not checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PAGE_PATTERNS, registryNameFor, type DemoPagePattern } from '@/core/demoRegistries';
import {
  ROUTE_KINDS,
  ROUTE_TWIN_LANGUAGES,
  routeFileOf,
  type RouteKindEntry,
  type RoutePattern,
  type RouteView,
} from '@/core/routeKinds';

const PAGES_DIR = path.join(process.cwd(), 'pages');

/** Next's own files, which are no route kind. */
const FRAMEWORK_FILES = new Set(['_app.tsx', '_document.tsx', '404.tsx']);

/** How a route file renders each view (its default export). */
const VIEW_IMPORTS: Record<RouteView, string> = {
  home: "from '@/components/home/HomePage'",
  docs: 'export default docsPageWithDemos(demoRegistry);',
  api: "from '@/components/api/ApiPage'",
  versions: "from '@/components/pages/VersionsPage'",
  'blog-index': "from '@/components/pages/BlogIndexPage'",
  'blog-post': "from '@/components/pages/BlogPostPage'",
  'production-error': "from '@/components/pages/ProductionErrorPage'",
  offline: "from '@/components/pages/OfflinePage'",
  template: 'export default templatePageWithDemos(demoRegistry);',
};

type Language = 'en';
const LANGUAGES: readonly Language[] = ['en'];

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(tsx?|jsx?|mdx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !ROUTE_TWIN_LANGUAGES.some((language) => file.startsWith(`${language}/`)))
    .sort();
}

function isDynamic(pattern: string): boolean {
  return pattern.includes('[');
}

const ENTRIES: readonly RouteKindEntry[] = ROUTE_KINDS;

describe('route files and the route kinds table', () => {
  const expected = new Map<string, { entry: RouteKindEntry; language: Language }>();
  for (const entry of ENTRIES) {
    for (const language of LANGUAGES) {
      expected.set(routeFileOf(entry.pattern as RoutePattern, language), { entry, language });
    }
  }

  it('finds every file of pages/ in the table (or among Next.js own files)', () => {
    const strays = filesUnder(PAGES_DIR).filter(
      (file) => !FRAMEWORK_FILES.has(file) && !expected.has(file),
    );
    expect(strays).toEqual([]);
  });

  it('finds the English route file of every entry', () => {
    const missing = [...expected.keys()].filter(
      (file) => !fs.existsSync(path.join(PAGES_DIR, file)),
    );
    expect(missing).toEqual([]);
  });

  it('names each pattern once', () => {
    const patterns = ENTRIES.map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each([...expected.entries()])(
    'pages/%s serves its pattern, language, view and demos',
    (file, { entry, language }) => {
      const source = fs.readFileSync(path.join(PAGES_DIR, file), 'utf8');
      expect(source).toContain(`propsFor('${entry.pattern}', '${language}')`);
      if (isDynamic(entry.pattern)) {
        expect(source).toContain(`pathsFor('${entry.pattern}')`);
      } else {
        expect(source).not.toContain('getStaticPaths');
      }
      if (entry.componentPages === true) {
        // A component route of an area with playgrounds hands their loaders down too.
        expect(source).toMatch(
          /^export default docsPageWithDemos\(demoRegistry(, playgroundLoaders)?\);$/m,
        );
        if (source.includes('playgroundLoaders')) {
          expect(source).toMatch(
            /^import \{ playgroundLoaders \} from '\.\.\/\.\.\/generated\/playground\/[\w-]+';$/m,
          );
        }
      } else {
        expect(source).toContain(VIEW_IMPORTS[entry.view]);
      }
      // Demos bring MUI's runtime in their own chunk group, after the page is interactive
      // (src/components/docs/island/): no route file imports it.
      expect(source).not.toContain('muiRuntime');
      // Another language's interface strings reach its browser through its own twin only.
      for (const other of ROUTE_TWIN_LANGUAGES) {
        expect(source).not.toContain(`import '@/providers/languages/${other}';`);
      }
      const registry = /generated\/demos\/([A-Za-z-]+)'/.exec(source)?.[1] ?? null;
      const registryPattern = entry.demos ? entry.pattern : (entry.demosOf ?? null);
      if (entry.demosOf !== undefined) {
        expect(DEMO_PAGE_PATTERNS).toContain(entry.demosOf);
      }
      expect(registry).toBe(
        registryPattern === null ? null : registryNameFor(registryPattern as DemoPagePattern),
      );
    },
  );
});
