/**
 * A page's Markdown renders to the same HTML in every language except its internal links (`/x/`
 * in English, `/zh/x/` in Chinese). Rendering once with a placeholder in each internal link, and
 * filling the placeholders per language, lets a page's English and Chinese versions share one
 * render. The placeholder is a random alphanumeric word, so the HTML serializer writes it
 * unchanged and no page text can collide with it.
 */
import { randomBytes } from 'node:crypto';
import { localizePath, type Language } from '@/core/language';

export interface LinkPlaceholders {
  /** The placeholder prefix; link N is written as `${prefix}${N}_`. */
  prefix: string;
  /** Canonical internal hrefs, by placeholder number. */
  hrefs: string[];
}

export function createLinkPlaceholders(): LinkPlaceholders & {
  placeholderFor(href: string): string;
} {
  const prefix = `mdlink${randomBytes(8).toString('hex')}n`;
  const hrefs: string[] = [];
  return {
    prefix,
    hrefs,
    placeholderFor(href: string): string {
      hrefs.push(href);
      return `${prefix}${hrefs.length - 1}_`;
    },
  };
}

/** Whether an href is a site path that changes with the page's language. */
export function isLocalizableHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Replaces each quoted placeholder attribute value in `html` with the localized href, quoted and
 * escaped by `quoteAttribute` exactly as the HTML serializer would have written it.
 */
export function fillLinkPlaceholders(
  html: string,
  links: LinkPlaceholders,
  language: Language,
  quoteAttribute: (value: string) => string,
): string {
  if (links.hrefs.length === 0) {
    return html;
  }
  const pattern = new RegExp(`"${links.prefix}(\\d+)_"`, 'g');
  return html.replace(pattern, (placeholder, index: string) => {
    const href = links.hrefs[Number(index)];
    return href === undefined ? placeholder : quoteAttribute(localizePath(href, language));
  });
}
