/**
 * Cacheable CSS: which emotion styles of the exported pages go into the shell's stylesheet, linked
 * from every page and cached across them, and how a page is rewritten around it.
 *
 * - The shell's sheet holds the units (styleUnits.ts) that a share of the pages use: the theme's
 *   variables, the baseline, the header, navigation and page frame. A global goes there only when
 *   it is on every page (mounted for the whole visit) or holds only custom properties and
 *   keyframes (harmless once its component is gone).
 * - What is left is the page's own: inline when it fits the inline budget (no request on a first
 *   visit), else in a stylesheet of its own, named by its content (a page and its /zh/ twin share
 *   it).
 * - The page keeps emotion's style elements with the ids of every unit, emptied of what moved, so
 *   emotion's client cache counts those rules as inserted and hydration finds its global elements;
 *   its rules element also lists the ids of every class rule of the shell's sheet, so that pages
 *   opened in the app do not insert them again either.
 * - The stylesheets are linked before `<meta name="emotion-insertion-point">`: they come before the
 *   page's inline styles and before every rule emotion inserts later, whether hydration moves its
 *   elements or not, so the cascade is the one the server wrote (shared, then the page's own).
 */
import { emotionStyleTag } from './emotionStyleTags';
import {
  EMOTION_KEY,
  outlivesItsComponentSafely,
  type PageStyles,
  type StyleUnit,
} from './styleUnits';

const INSERTION_POINT = '<meta name="emotion-insertion-point"';

export interface SharedStylesPlan {
  /** The shell's units, in cascade order: globals, keyframes, then rules. */
  shell: StyleUnit[];
  /** Ids whose CSS differs between pages (a hash collision or a misread chunk): never moved. */
  inconsistent: string[];
}

export interface StylePage {
  /** Pages with one key count once (a page and its /zh/ twin). */
  key: string;
  styles: PageStyles;
}

const KIND_ORDER = { global: 0, keyframes: 1, rules: 2 } as const;

/**
 * Counts the units of pages one at a time, so that a build holds each unit's CSS once rather than
 * every page: a 10,000-page export does not fit in memory whole.
 */
export class SharedStylesPlanner {
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly first = new Map<string, { unit: StyleUnit; order: number }>();
  private readonly inconsistent = new Set<string>();
  private readonly pageKeys = new Set<string>();

  add({ key, styles }: StylePage): void {
    this.pageKeys.add(key);
    for (const unit of styles.units) {
      const keys = this.keysOf.get(unit.id) ?? new Set<string>();
      keys.add(key);
      this.keysOf.set(unit.id, keys);
      const seen = this.first.get(unit.id);
      if (seen === undefined) {
        this.first.set(unit.id, { unit, order: this.first.size });
      } else if (seen.unit.css !== unit.css) {
        this.inconsistent.add(unit.id);
      }
    }
  }

  /**
   * The shell's units: those on at least `share` of the pages (counted by key), the same CSS
   * everywhere, and for globals, safe to outlive their component unless every page has them.
   */
  plan(share: number): SharedStylesPlan {
    const pageCount = this.pageKeys.size;
    const needed = Math.max(1, Math.ceil(share * pageCount));
    const shell = [...this.first.values()]
      .filter(({ unit }) => {
        const count = this.keysOf.get(unit.id)?.size ?? 0;
        if (count < needed || this.inconsistent.has(unit.id)) {
          return false;
        }
        return (
          unit.kind !== 'global' || count === pageCount || outlivesItsComponentSafely(unit.css)
        );
      })
      .sort((a, b) => KIND_ORDER[a.unit.kind] - KIND_ORDER[b.unit.kind] || a.order - b.order)
      .map(({ unit }) => unit);
    return { shell, inconsistent: [...this.inconsistent].sort() };
  }
}

/** The plan for pages all at hand (SharedStylesPlanner.plan). */
export function planSharedStyles(pages: readonly StylePage[], share: number): SharedStylesPlan {
  const planner = new SharedStylesPlanner();
  pages.forEach((page) => planner.add(page));
  return planner.plan(share);
}

/** The ids emotion's cache should count as inserted on every page: the shell's non-global units. */
export function shellRuleIds(shell: readonly StyleUnit[]): string[] {
  return shell.filter((unit) => unit.kind !== 'global').map((unit) => unit.id);
}

export function stylesheetCss(units: readonly StyleUnit[]): string {
  return units.map((unit) => unit.css).join('');
}

export interface RewrittenPage {
  html: string;
  /** The page's own CSS when it goes to a stylesheet of its own (over the inline budget). */
  pageCss: string | null;
}

export interface RewriteOptions {
  /** Ids of the units in the shell's stylesheet. */
  shellIds: ReadonlySet<string>;
  /** Ids of the shell's class rules and keyframes (not its globals), in the sheet's order. */
  shellRuleIds: readonly string[];
  shellHref: string;
  /** The most bytes of CSS left inline. */
  inlineBudgetBytes: number;
  /** The URL of a page stylesheet holding `css` (content-named by the caller). */
  pageHref: (css: string) => string;
}

function stylesheetLink(href: string): string {
  return `<link rel="stylesheet" href="${href}"/>`;
}

/**
 * The page with the shell's units out of its style elements and its stylesheets linked; null when
 * the page has no insertion point to link them before (not a page of this site's document).
 */
export function rewritePageStyles(
  html: string,
  styles: PageStyles,
  options: RewriteOptions,
): RewrittenPage | null {
  const insertionPoint = html.indexOf(INSERTION_POINT);
  if (insertionPoint === -1 || styles.tags.length === 0 || styles.tags[0].start < insertionPoint) {
    return null;
  }
  if (styles.tags.some((tag, index) => index > 0 && tag.start !== styles.tags[index - 1].end)) {
    // Something sits between emotion's elements: leave the page as it is rather than move it.
    return null;
  }
  const own = styles.units.filter((unit) => !options.shellIds.has(unit.id));
  // A global that must be removable stays inline, where emotion manages it.
  const pinned = own.filter(
    (unit) => unit.kind === 'global' && !outlivesItsComponentSafely(unit.css),
  );
  const movable = own.filter((unit) => !pinned.includes(unit));
  const ownBytes = Buffer.byteLength(stylesheetCss(own), 'utf8');
  const pageCss =
    ownBytes > options.inlineBudgetBytes && movable.length > 0 ? stylesheetCss(movable) : null;
  const inline = new Set((pageCss === null ? own : pinned).map((unit) => unit.id));
  const cssOf = (unit: StyleUnit) => (inline.has(unit.id) ? unit.css : '');

  const globals = styles.units
    .filter((unit) => unit.kind === 'global')
    .map((unit) => emotionStyleTag(`${EMOTION_KEY}-global`, [unit.id], cssOf(unit)));
  // Keyframes join the rules' element: emotion's cache then counts them as inserted (it never
  // reads the global elements the server writes them in) and does not insert them again.
  const ruleUnits = styles.units.filter((unit) => unit.kind !== 'global');
  const keyframesCss = ruleUnits
    .filter((unit) => unit.kind === 'keyframes')
    .map(cssOf)
    .join('');
  const rulesCss = ruleUnits
    .filter((unit) => unit.kind === 'rules')
    .map(cssOf)
    .join('');
  // The ids of the shell's rules that this page does not use are listed too: after client-side
  // navigation to a page that uses them, emotion finds them inserted (they are in the linked sheet).
  const ids = new Set(ruleUnits.map((unit) => unit.id));
  for (const id of options.shellRuleIds) {
    ids.add(id);
  }
  const rules = emotionStyleTag(EMOTION_KEY, [...ids], keyframesCss + rulesCss);
  const links = [options.shellHref, ...(pageCss === null ? [] : [options.pageHref(pageCss)])]
    .map(stylesheetLink)
    .join('');
  const first = styles.tags[0].start;
  const last = styles.tags[styles.tags.length - 1].end;
  return {
    html: `${html.slice(0, insertionPoint)}${links}${html.slice(insertionPoint, first)}${globals.join('')}${rules}${html.slice(last)}`,
    pageCss,
  };
}
