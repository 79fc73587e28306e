/**
 * The link check over an exported site: every internal link and #anchor of every HTML page
 * resolves to an exported page or element, and every asset a page or stylesheet references
 * exists. Build-time only (reads the export folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { scanHtml, type StartTag } from './htmlScan';
import { ExportFiles, htmlFiles, sitemapLocations, urlPathOf } from './exportFiles';
import { loaderScriptUrls } from '@/content/export/paintFirstScripts';

export interface LinkProblem {
  /** The URL path of the page (or stylesheet, or sitemap) the reference is on. */
  page: string;
  /** The reference as written. */
  link: string;
  reason: string;
}

export interface LinkCheckResult {
  pages: number;
  references: number;
  problems: LinkProblem[];
}

export interface LinkCheckOptions {
  /**
   * The site's public origin. Canonical and hreflang links and sitemap entries name pages by
   * absolute URL on this origin; they are checked like relative links.
   */
  origin: string;
}

/** Where a reference came from: it decides whether its fragment matters. */
type ReferenceKind = 'link' | 'asset' | 'absolute';

interface Reference {
  raw: string;
  kind: ReferenceKind;
}

interface ScannedPage {
  ids: Set<string>;
  references: Reference[];
  styles: string[];
}

/** A base that cannot collide with a real origin: relative references resolve against it. */
const LOCAL_ORIGIN = 'http://site.invalid';

/** `<link rel>` values that fetch a file the page needs. */
const ASSET_RELS = new Set([
  'stylesheet',
  'icon',
  'shortcut',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
  'preload',
  'modulepreload',
  'prefetch',
]);

/** `<link rel>` values that name another page of the site by absolute URL. */
const PAGE_RELS = new Set(['canonical', 'alternate']);

/** Attributes holding one URL, by element. */
const URL_ATTRIBUTES: Record<string, { attribute: string; kind: ReferenceKind }[]> = {
  a: [{ attribute: 'href', kind: 'link' }],
  area: [{ attribute: 'href', kind: 'link' }],
  use: [{ attribute: 'href', kind: 'link' }],
  script: [{ attribute: 'src', kind: 'asset' }],
  img: [{ attribute: 'src', kind: 'asset' }],
  source: [{ attribute: 'src', kind: 'asset' }],
  video: [
    { attribute: 'src', kind: 'asset' },
    { attribute: 'poster', kind: 'asset' },
  ],
  audio: [{ attribute: 'src', kind: 'asset' }],
  track: [{ attribute: 'src', kind: 'asset' }],
  iframe: [{ attribute: 'src', kind: 'link' }],
  embed: [{ attribute: 'src', kind: 'asset' }],
  object: [{ attribute: 'data', kind: 'asset' }],
  input: [{ attribute: 'src', kind: 'asset' }],
  image: [{ attribute: 'href', kind: 'asset' }],
};

/** The URLs of a `srcset` attribute. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url.length > 0);
}

/** The URLs in a stylesheet: `url(...)` and `@import "..."`. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const pattern =
    /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
  for (const match of css.matchAll(pattern)) {
    const url = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    if (url.length > 0) {
      urls.push(url);
    }
  }
  return urls;
}

function referencesOfTag(tag: StartTag, add: (raw: string, kind: ReferenceKind) => void): void {
  const { name, attributes } = tag;
  if (name === 'link') {
    const href = attributes.get('href');
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (href !== undefined) {
      if (rels.some((rel) => PAGE_RELS.has(rel))) {
        add(href, 'absolute');
      } else if (rels.some((rel) => ASSET_RELS.has(rel))) {
        add(href, 'asset');
      }
    }
  } else if (name === 'meta') {
    const property = attributes.get('property') ?? attributes.get('name') ?? '';
    const content = attributes.get('content');
    if (content !== undefined && /^(og:image|og:url|twitter:image)$/.test(property)) {
      add(content, 'absolute');
    }
  }
  for (const { attribute, kind } of URL_ATTRIBUTES[name] ?? []) {
    const value = attributes.get(attribute) ?? attributes.get(`xlink:${attribute}`);
    if (value !== undefined) {
      add(value, kind);
    }
  }
  const srcset = attributes.get('srcset');
  if (srcset !== undefined && (name === 'img' || name === 'source')) {
    for (const url of srcsetUrls(srcset)) {
      add(url, 'asset');
    }
  }
  const style = attributes.get('style');
  if (style !== undefined && style.includes('url(')) {
    for (const url of cssUrls(style)) {
      add(url, 'asset');
    }
  }
}

/** The ids a page defines and every reference it makes. */
export function scanPage(html: string): ScannedPage {
  const ids = new Set<string>();
  const references: Reference[] = [];
  const styles: string[] = [];
  const add = (raw: string, kind: ReferenceKind): void => {
    references.push({ raw, kind });
  };
  scanHtml(html, {
    tag: (tag) => {
      const id = tag.attributes.get('id');
      if (id !== undefined && id !== '') {
        ids.add(id);
      }
      const anchorName = tag.name === 'a' ? tag.attributes.get('name') : undefined;
      if (anchorName !== undefined && anchorName !== '') {
        ids.add(anchorName);
      }
      referencesOfTag(tag, add);
    },
    styleText: (css) => {
      if (css.includes('url(') || css.includes('@import')) {
        styles.push(css);
      }
    },
  });
  // The scripts a page loads after its first paint are listed in its loader, not in <script src>.
  for (const url of loaderScriptUrls(html)) {
    add(url, 'asset');
  }
  return { ids, references, styles };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Checks every reference of every HTML page of `dir` (and of the stylesheets they load, and of
 * `sitemap.xml` when there is one).
 */
export function checkLinks(dir: string, options: LinkCheckOptions): LinkCheckResult {
  const siteOrigin = new URL(options.origin).origin;
  const files = new ExportFiles(dir);
  const pages = htmlFiles(dir);
  const scanned = new Map<string, ScannedPage>();
  for (const file of pages) {
    scanned.set(file, scanPage(fs.readFileSync(path.join(dir, file), 'utf8')));
  }

  const problems: LinkProblem[] = [];
  const seen = new Set<string>();
  let references = 0;
  const checkedStylesheets = new Set<string>();

  const report = (page: string, link: string, reason: string): void => {
    const key = `${page}\u0000${link}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push({ page, link, reason });
    }
  };

  const check = (from: string, raw: string, kind: ReferenceKind, ownIds: Set<string>): void => {
    references += 1;
    const value = raw.trim();
    if (value === '') {
      if (kind === 'asset') {
        report(from, raw, 'empty URL');
      }
      return;
    }
    let url: URL;
    try {
      url = new URL(value, `${LOCAL_ORIGIN}${from}`);
    } catch {
      report(from, raw, 'not a valid URL');
      return;
    }
    // Content may link to the public site on purpose; only canonical, hreflang and sitemap
    // entries name this export's pages by absolute URL.
    const internal =
      url.origin === LOCAL_ORIGIN || (kind === 'absolute' && url.origin === siteOrigin);
    if (!internal || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      return;
    }
    const pathname = safeDecode(url.pathname);
    if (pathname === null) {
      report(from, raw, 'the path is not valid percent-encoding');
      return;
    }
    const samePage = value.startsWith('#');
    const target = samePage ? null : files.fileFor(pathname);
    if (!samePage && target === null) {
      report(from, raw, `nothing is exported at ${pathname}`);
      return;
    }
    if (url.hash.length <= 1 || kind === 'asset') {
      return;
    }
    const fragment = safeDecode(url.hash.slice(1));
    if (fragment === null) {
      report(from, raw, 'the #fragment is not valid percent-encoding');
      return;
    }
    if (fragment.toLowerCase() === 'top') {
      return;
    }
    const ids = samePage ? ownIds : target !== null ? scanned.get(target)?.ids : undefined;
    if (ids === undefined) {
      // A fragment on a non-HTML file (an SVG sprite, a PDF page) is not checked.
      return;
    }
    if (!ids.has(fragment)) {
      report(
        from,
        raw,
        `no element with id "${fragment}" on ${samePage ? 'this page' : urlPathOf(target ?? '')}`,
      );
    }
  };

  const checkStylesheet = (stylesheetPath: string): void => {
    if (checkedStylesheets.has(stylesheetPath)) {
      return;
    }
    checkedStylesheets.add(stylesheetPath);
    const file = files.fileFor(stylesheetPath);
    if (file === null || !file.endsWith('.css')) {
      return;
    }
    const css = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const url of cssUrls(css)) {
      if (!url.startsWith('data:')) {
        check(stylesheetPath, url, 'asset', new Set());
      }
    }
  };

  for (const file of pages) {
    const page = urlPathOf(file);
    const { ids, references: pageReferences, styles } = scanned.get(file) ?? scanPage('');
    for (const { raw, kind } of pageReferences) {
      check(page, raw, kind, ids);
      if (kind === 'asset' && raw.trim().toLowerCase().split(/[?#]/)[0]?.endsWith('.css')) {
        const url = new URL(raw.trim(), `${LOCAL_ORIGIN}${page}`);
        if (url.origin === LOCAL_ORIGIN) {
          checkStylesheet(safeDecode(url.pathname) ?? url.pathname);
        }
      }
    }
    for (const css of styles) {
      for (const url of cssUrls(css)) {
        if (!url.startsWith('data:')) {
          check(page, url, 'asset', ids);
        }
      }
    }
  }

  const sitemap = path.join(dir, 'sitemap.xml');
  if (fs.existsSync(sitemap)) {
    for (const location of sitemapLocations(fs.readFileSync(sitemap, 'utf8'))) {
      check('/sitemap.xml', location, 'absolute', new Set());
    }
  }

  return { pages: pages.length, references, problems };
}

/** The report: one block per page, one line per broken reference. */
export function formatProblems(problems: readonly LinkProblem[]): string {
  const byPage = new Map<string, LinkProblem[]>();
  for (const problem of problems) {
    const list = byPage.get(problem.page) ?? [];
    list.push(problem);
    byPage.set(problem.page, list);
  }
  const lines: string[] = [];
  for (const [page, list] of byPage) {
    lines.push(`  ${page}`);
    for (const { link, reason } of list) {
      lines.push(`    ${link}  →  ${reason}`);
    }
  }
  return lines.join('\n');
}
