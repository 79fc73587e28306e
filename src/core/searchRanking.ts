/**
 * The order of search results (docs/search.md#ranking):
 * - by tier (searchMatch): an exact title, a title prefix, title words, a heading or API name,
 *   then words of the page, then its text; a corrected typo after what was typed;
 * - in Chinese, a translated page before an untranslated one;
 * - a component page, then a guide, before an API page, before a sub-component's or a type's API
 *   page;
 * - in MUI X, a page of the product being read (Data Grid, Date Pickers…) first, among matches of
 *   one class (title, section, text);
 * - then text relevance, the title with fewest other words, links from other pages, the shorter
 *   title, the area, the path.
 *
 * Results are grouped by area. The area being read comes first when it has the query as a title,
 * a heading or an API name. When it only has the query's words scattered in headings or text,
 * an area that has them as a title comes first: a reader on Material UI who types `data grid`
 * wants MUI X's Data Grid, not a Material UI page that mentions it. The docs areas
 * come before the blog and the site's other pages.
 */
import { AREA_ORDER, DOCS_AREAS, type ReadingPlace } from './searchAreas';
import type { PageKind } from './searchIndex';
import { TIER, type PageMatch, type PreparedPage } from './searchMatch';

/**
 * Where the search is made from (its language, the docs area and X product being read) and, when
 * known, whether the query was typed as an identifier (`spelledAsName`).
 */
export type SearchContext = ReadingPlace & { spelledAsName?: boolean };

/**
 * Whether a query is typed as a component or hook name, in one camelCase word (`LineChart`,
 * `useSwitch`), rather than in words (`line chart`, `radio`).
 */
export function spelledAsName(query: string): boolean {
  const trimmed = query.trim();
  return /^[A-Za-z][A-Za-z0-9]*$/.test(trimmed) && /[A-Z]/.test(trimmed.slice(1));
}

/** Below every tier: after each page that holds the words anywhere. */
export const API_BY_WORDS = TIER.BODY - 0.5;

const API_KINDS: ReadonlySet<PageKind> = new Set<PageKind>(['api', 'subApi', 'type']);

/**
 * The tier a hit ranks at. An API page found by its title when the query is not typed as its
 * name (`circular progress`, `toggle button group`, `radio`) ranks after the pages that hold the
 * words: the component page or guide that documents it comes first.
 */
export function rankTier(hit: RankedHit, context: SearchContext): number {
  const { tier } = hit.match;
  if (
    context.spelledAsName === false &&
    API_KINDS.has(hit.page.rank.kind) &&
    tierClass(tier) === 2
  ) {
    return API_BY_WORDS;
  }
  return tier;
}

export interface RankedHit {
  page: PreparedPage;
  match: PageMatch;
  area: string;
  product: string | null;
}

export interface RankedGroup {
  area: string;
  hits: RankedHit[];
}

/** A component page before a guide of the same name (Typography), both before API pages. */
const KIND_ORDER: Record<PageKind, number> = {
  landing: 0,
  component: 0,
  guide: 1,
  api: 2,
  subApi: 3,
  type: 3,
  blog: 4,
};

const DOCS_AREAS_SET: ReadonlySet<string> = new Set(DOCS_AREAS);

/** The class of a tier: 2 for a title match, 1 for a heading or API name, 0 for text. */
export function tierClass(tier: number): number {
  if (tier >= TIER.TITLE_WORDS) return 2;
  if (tier >= TIER.SECTION_WORDS) return 1;
  return 0;
}

function areaRank(area: string): number {
  const rank = AREA_ORDER.indexOf(area);
  return rank === -1 ? AREA_ORDER.length : rank;
}

/** Negative when `a` ranks before `b`. */
export function compareHits(a: RankedHit, b: RankedHit, context: SearchContext): number {
  // In MUI X, among matches of one class (two title matches, say), the product being read comes
  // first: `selection` on a Data Grid page opens its Row selection, not the Tree View's Selection.
  const aTier = rankTier(a, context);
  const bTier = rankTier(b, context);
  if (context.product !== null && tierClass(aTier) === tierClass(bTier)) {
    const aOwn = a.product === context.product;
    if (aOwn !== (b.product === context.product)) return aOwn ? -1 : 1;
  }
  const byTier = bTier - aTier;
  if (byTier !== 0) return byTier;
  if (a.match.corrected !== b.match.corrected) return a.match.corrected ? 1 : -1;
  if (context.language !== 'en' && a.page.rank.translated !== b.page.rank.translated) {
    return a.page.rank.translated ? -1 : 1;
  }
  const textTier = aTier <= TIER.PAGE_WORDS;
  if (textTier && a.match.score !== b.match.score) return b.match.score - a.match.score;
  const byKind = KIND_ORDER[a.page.rank.kind] - KIND_ORDER[b.page.rank.kind];
  if (byKind !== 0) return byKind;
  // Of two titles holding every word of the query, the one with fewer other words is closer,
  // whatever their text: `css variables` opens CSS theme variables before CSS theme variables:
  // usage.
  if (aTier === TIER.TITLE_WORDS) {
    const byTitleWords = a.page.rank.titleWordCount - b.page.rank.titleWordCount;
    if (byTitleWords !== 0) return byTitleWords;
  }
  if (!textTier && a.match.score !== b.match.score) return b.match.score - a.match.score;
  const byLinks = b.page.rank.links - a.page.rank.links;
  if (byLinks !== 0) return byLinks;
  const byLength = a.page.rank.titleChars - b.page.rank.titleChars;
  if (byLength !== 0) return byLength;
  const byArea = areaRank(a.area) - areaRank(b.area);
  if (byArea !== 0) return byArea;
  return a.page.rank.order - b.page.rank.order;
}

/**
 * Groups ranked hits by area: hits in rank order inside a group; the area being read first
 * (unless another area has a better class of match, see above); other groups by their best hit.
 * `perGroup` caps each group, `total` the whole list.
 */
export function rankAndGroup(
  hits: readonly RankedHit[],
  context: SearchContext,
  limits: { perGroup: number; total: number } = { perGroup: 8, total: 24 },
): RankedGroup[] {
  const sorted = [...hits].sort((a, b) => compareHits(a, b, context));
  const groups = new Map<string, RankedHit[]>();
  for (const hit of sorted) {
    const group = groups.get(hit.area);
    if (group) group.push(hit);
    else groups.set(hit.area, [hit]);
  }
  const all = Array.from(groups, ([area, groupHits]) => ({ area, hits: groupHits }));
  const isDocs = (group: RankedGroup): boolean => DOCS_AREAS_SET.has(group.area);
  // The docs areas first; the blog and other pages after them.
  const list = [...all.filter(isDocs), ...all.filter((group) => !isDocs(group))];
  const own = list.find((group) => group.area === context.area);
  const others = list.filter((group) => group !== own && isDocs(group));
  // An area's best match, before the API pages found by title rank lower inside it: an area whose
  // API page is titled with the query has the topic.
  // When some docs area has what was typed as a guide's or component's title, rephrased matches (synonyms, intent words
  // dropped, typos corrected) do not count for this choice: `bar chart` typed on Material UI
  // opens MUI X's chart guides, not App Bar found through `bars`.
  const typedTitle = list.some(
    (group) =>
      isDocs(group) &&
      group.hits.some(
        (hit) =>
          !hit.match.corrected &&
          tierClass(hit.match.tier) === 2 &&
          !API_KINDS.has(hit.page.rank.kind),
      ),
  );
  const bestTier = (group: RankedGroup): number =>
    Math.max(
      0,
      ...group.hits
        .filter((hit) => !typedTitle || !hit.match.corrected)
        .map((hit) => hit.match.tier),
    );
  const bestOtherClass = Math.max(-1, ...others.map((g) => tierClass(bestTier(g))));
  const ownTier = own ? bestTier(own) : 0;
  // A reader's name for a topic that is exactly another area's title (`data table` for Data
  // Grid) wins over the area being read holding the words only as a heading.
  const renamedTitleElsewhere = others.some((group) =>
    group.hits.some(
      (hit) =>
        hit.match.corrected &&
        hit.match.tier === TIER.TITLE_EXACT &&
        !API_KINDS.has(hit.page.rank.kind),
    ),
  );
  const ownHoldsTopic =
    ownTier >= TIER.TITLE_PARTS && !(renamedTitleElsewhere && tierClass(ownTier) < 2);
  const ordered =
    own && (ownHoldsTopic || tierClass(ownTier) >= bestOtherClass)
      ? [own, ...list.filter((group) => group !== own)]
      : list;
  let left = limits.total;
  const result: RankedGroup[] = [];
  for (const group of ordered) {
    if (left <= 0) break;
    const taken = group.hits.slice(0, Math.min(limits.perGroup, left));
    left -= taken.length;
    result.push({ area: group.area, hits: taken });
  }
  return result;
}
