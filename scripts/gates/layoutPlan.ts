/**
 * Which pages the layout gate opens, at which widths and in which looks. Pure: give it the
 * sitemap's paths.
 */
import { LOOKS, NOT_FOUND, type PageKind } from './pageSet';

/** Two phones (a small Android, an iPhone), a tablet held upright, a laptop. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1280] as const;

/** Below this width a viewport is a phone (the theme's `sm` breakpoint). */
export const PHONE_MAX_WIDTH = 599;

/**
 * The looks the layout gate measures: left to right in light, right to left in light and dark.
 * API pages open in the table layout in light looks and the expanded list in dark ones, so both
 * layouts are measured right to left and the table left to right. Dark left to right changes
 * only colours, which do not move anything this gate measures.
 */
export const LAYOUT_LOOKS = LOOKS.filter(
  (look) => !(look.mode === 'dark' && look.direction === 'ltr'),
);

/** One page of each kind a reader meets; the experiment holds the bad input (long words, wide tables). */
const FIXED_LAYOUT_KINDS: readonly PageKind[] = [
  { kind: 'home', path: '/' },
  { kind: 'guide', path: '/material-ui/getting-started/installation/' },
  { kind: 'component', path: '/material-ui/react-button/' },
  { kind: 'API', path: '/material-ui/api/button/' },
  { kind: 'data grid', path: '/x/react-data-grid/' },
  { kind: 'Joy', path: '/joy-ui/react-button/' },
  { kind: 'template', path: '/material-ui/getting-started/templates/dashboard/' },
  { kind: 'bad input', path: '/experiments/docs/tables/' },
];

const BLOG_POST = /^\/blog\/[^/]+\/$/;

/** The kinds, with the first blog post of the sitemap (or the blog's index) and the 404 page. */
export function layoutPages(sitemapPaths: readonly string[]): PageKind[] {
  const post = [...sitemapPaths].sort().find((path) => BLOG_POST.test(path)) ?? '/blog/';
  return [...FIXED_LAYOUT_KINDS, { kind: 'blog', path: post }, NOT_FOUND];
}

/** A file name for a screenshot: `390-component-dark-rtl.png`. */
export function screenshotName(
  width: number,
  kind: string,
  look: { mode: string; direction: string },
  suffix = '',
): string {
  const slug = kind.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${width}-${slug}-${look.mode}-${look.direction}${suffix}.png`;
}
