/**
 * Which pages the browser gates and the HTML validator look at: one page of every kind, and a
 * deterministic sample of the sitemap. Pure: give it the sitemap's paths.
 */

export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Language = 'en' | 'zh';

export interface Variant {
  mode: Mode;
  direction: Direction;
  language: Language;
}

export interface PageKind {
  kind: string;
  /** Canonical (English) URL path. */
  path: string;
}

export interface GatePage {
  /** What the page stands for, in test titles and reports. */
  label: string;
  /** The URL path to open (language prefix included). */
  url: string;
  variant: Variant;
}

/** The fixed representatives of each kind of page (docs/product-rules.md#areas-and-urls names the first ones). */
const FIXED_KINDS: readonly PageKind[] = [
  { kind: 'home', path: '/' },
  { kind: 'area landing', path: '/material-ui/' },
  { kind: 'X landing', path: '/x/' },
  { kind: 'X product', path: '/x/react-data-grid/' },
  { kind: 'guide', path: '/material-ui/getting-started/installation/' },
  { kind: 'component page', path: '/material-ui/react-button/' },
  { kind: 'components API tab', path: '/material-ui/react-button/components-api/' },
  { kind: 'hooks API tab', path: '/base-ui/react-button/hooks-api/' },
  { kind: 'API page', path: '/material-ui/api/button/' },
  { kind: 'versions', path: '/versions/' },
  { kind: 'blog', path: '/blog/' },
  { kind: 'production error', path: '/production-error/' },
  { kind: 'toolpad', path: '/toolpad/' },
  { kind: 'docs', path: '/docs/' },
];

/** Kinds whose representative is the first sitemap entry of a pattern. */
const FOUND_KINDS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'blog post', pattern: /^\/blog\/[^/]+\/$/ },
  { kind: 'experiment', pattern: /^\/experiments\/docs\/[^/]+\/$/ },
  { kind: 'template', pattern: /^\/[a-z-]+\/getting-started\/templates\/[^/]+\/$/ },
];

/** The URL path of a sitemap location (`https://mui.com/a/` → `/a/`). */
export function pathOfLocation(location: string): string {
  return new URL(location).pathname;
}

/** One page of every kind, from the sitemap's paths (the found kinds only when they exist). */
export function pageKinds(sitemapPaths: readonly string[]): PageKind[] {
  const sorted = [...sitemapPaths].sort();
  const found = FOUND_KINDS.flatMap(({ kind, pattern }) => {
    const path = sorted.find((candidate) => pattern.test(candidate));
    return path === undefined ? [] : [{ kind, path }];
  });
  return [...FIXED_KINDS, ...found];
}

/** The 404 page, as a static host serves it for an unknown path. */
export const NOT_FOUND: PageKind = { kind: '404', path: '/404.html' };

/** A URL path for a language: `/zh` before the canonical path. */
export function localized(path: string, language: Language): string {
  return language === 'en' ? path : `/zh${path}`;
}

/** FNV-1a: a stable hash, so the sample is the same on every machine and every run. */
export function stableHash(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `count` paths of the sitemap, not among `exclude`, chosen by hash: deterministic and spread. */
export function samplePaths(
  sitemapPaths: readonly string[],
  count: number,
  exclude: ReadonlySet<string> = new Set(),
): string[] {
  return [...new Set(sitemapPaths)]
    .filter((path) => !exclude.has(path))
    .map((path) => ({ path, hash: stableHash(path) }))
    .sort((a, b) => a.hash - b.hash || a.path.localeCompare(b.path))
    .slice(0, count)
    .map(({ path }) => path);
}

/** Every combination of mode, direction and language. */
export const ALL_VARIANTS: readonly Variant[] = (['en', 'zh'] as const).flatMap((language) =>
  (['ltr', 'rtl'] as const).flatMap((direction) =>
    (['light', 'dark'] as const).map((mode) => ({ mode, direction, language })),
  ),
);

export function describeVariant({ mode, direction, language }: Variant): string {
  return `${mode} ${direction} ${language}`;
}

export interface GatePlan {
  kinds: PageKind[];
  sample: string[];
}

/** The kinds and the sample of `sampleSize` further pages. */
export function gatePlan(sitemapPaths: readonly string[], sampleSize: number): GatePlan {
  const kinds = pageKinds(sitemapPaths);
  const sample = samplePaths(sitemapPaths, sampleSize, new Set(kinds.map((k) => k.path)));
  return { kinds, sample };
}

/** The four looks of a page: light and dark, left to right and right to left. */
export const LOOKS: readonly Omit<Variant, 'language'>[] = ALL_VARIANTS.filter(
  (variant) => variant.language === 'en',
).map(({ mode, direction }) => ({ mode, direction }));

/**
 * The variants the accessibility gate opens every kind in: English in the default look (light,
 * left to right) and its opposite (dark, right to left), and Chinese in the default look. Every
 * mode and every direction is checked, each with its own colours and mirrored layout; the mixed
 * looks would add the same colours or the same layout again. That gate also holds each of these
 * loads to the clean-loads rules.
 */
export const AXE_VARIANTS: readonly Variant[] = [
  { mode: 'light', direction: 'ltr', language: 'en' },
  { mode: 'dark', direction: 'rtl', language: 'en' },
  { mode: 'light', direction: 'ltr', language: 'zh' },
];

/**
 * The variant the clean-loads gate adds for every kind: Chinese in the opposite look. With
 * AXE_VARIANTS, each kind is loaded in both modes and both directions in each language; the
 * sample of the sitemap rotates through all four looks.
 */
export const VARIANTS_BEYOND_AXE: readonly Variant[] = [
  { mode: 'dark', direction: 'rtl', language: 'zh' },
];

/**
 * The sample as pages to open, in English, each in one look (rotating through all four), and
 * every third page also in Chinese.
 */
export function samplePages(sample: readonly string[]): GatePage[] {
  return sample.flatMap((path, index) => {
    const look = LOOKS[index % LOOKS.length];
    const own: GatePage = { label: path, url: path, variant: { ...look, language: 'en' } };
    if (index % 3 !== 0) {
      return [own];
    }
    return [
      own,
      { label: `${path} (zh)`, url: localized(path, 'zh'), variant: { ...look, language: 'zh' } },
    ];
  });
}
