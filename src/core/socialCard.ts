/**
 * Social cards (docs/product-rules.md#social-cards): every page names an `og:image`, the card of
 * its area, drawn at build time (scripts/export/50-social-cards.ts) from `socialCardSvg`, and a
 * `twitter:card` of kind `summary_large_image`.
 */
import { pathnameToLanguage } from './language';
import { escapeXml } from './blogFeed';

export const SOCIAL_CARD_DIR = '/static/social/';
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/**
 * One card per area; `site` for the pages of none (home, versions, 404). Taglines stay under 48
 * characters: at 36 px they fit the card's width in any common sans-serif.
 */
export const SOCIAL_CARDS = {
  'material-ui': {
    title: 'Material UI',
    tagline: 'React components that implement Material Design',
  },
  'joy-ui': { title: 'Joy UI', tagline: 'React components for your own design system' },
  'base-ui': { title: 'Base UI', tagline: 'Unstyled React components and hooks' },
  system: { title: 'MUI System', tagline: 'CSS utilities for custom designs' },
  x: { title: 'MUI X', tagline: 'Data Grid, Pickers, Charts and Tree View' },
  blog: { title: 'MUI Blog', tagline: 'Release notes and guides from the team' },
  site: { title: 'MUI Docs', tagline: 'Material UI, Joy UI, Base UI, System and MUI X' },
} as const;

export type SocialCardName = keyof typeof SOCIAL_CARDS;

/** The card a page shows: its area's, the blog's, or the site's. */
export function socialCardName(pathname: string): SocialCardName {
  const first = pathnameToLanguage(pathname).canonicalAs.split('/').filter(Boolean)[0] ?? '';
  return Object.prototype.hasOwnProperty.call(SOCIAL_CARDS, first) && first !== 'site'
    ? (first as SocialCardName)
    : 'site';
}

/** The card's path under the export. */
export function socialCardPath(name: SocialCardName): string {
  return `${SOCIAL_CARD_DIR}${name}.png`;
}

/** The card as SVG: the logo's blue band, the title and the tagline, in a generic sans-serif. */
export function socialCardSvg(name: SocialCardName): string {
  const { title, tagline } = SOCIAL_CARDS[name];
  const w = SOCIAL_CARD_WIDTH;
  const h = SOCIAL_CARD_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#0A1929"/><stop offset="1" stop-color="#003A75"/>',
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<rect x="0" y="${h - 24}" width="${w}" height="24" fill="#007FFF"/>`,
    '<g transform="translate(96 120) scale(3)" fill="#66B2FF">',
    '<path d="M0 18.5V4.2l12 6.9v4.6L4 11.1v9.2z"/>',
    '<path d="M12 11.1l12-6.9v9.3l-8 4.6 8 4.6v4.6l-12-6.9z" opacity=".7"/>',
    '</g>',
    `<text x="96" y="340" font-family="sans-serif" font-size="88" font-weight="700" fill="#FFFFFF">${escapeXml(title)}</text>`,
    `<text x="96" y="420" font-family="sans-serif" font-size="36" fill="#B2BAC2">${escapeXml(tagline)}</text>`,
    '</svg>',
  ].join('');
}
