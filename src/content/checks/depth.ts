/**
 * The depth of our component pages against mui.com's: per reference page, which of its topics our
 * page covers and how many demos it has; per area, the totals against the area's floors.
 *
 * A topic with demos is covered when our page has a `##`/`###` heading of the same normalized text
 * (the k-th occurrence of a repeated title on mui.com matching the k-th on ours) whose section holds
 * a demo, or when the coverage file merges it into a heading whose section holds one. A topic
 * without demos is covered by such a heading alone. Topics left out are not counted, and their
 * demos leave mui.com's count.
 */
import type { PageTopic, PageTopics } from './pageTopics';
import { normalizeTitle } from './pageTopics';
import type { ReferencePage } from './referenceSections';
import type { TopicDecision } from './topicCoverage';

export interface Fraction {
  covered: number;
  total: number;
}

export interface PageDepth {
  path: string;
  area: string;
  /** Whether our English page exists. */
  exists: boolean;
  /** mui.com's demos, less those of topics left out. */
  muiDemos: number;
  ourDemos: number;
  demoTopics: Fraction;
  proseTopics: Fraction;
  /** mui.com's headings of the topics with demos that are not covered, in page order. */
  missing: string[];
}

export interface AreaFloor {
  /** Least share of topics with demos covered. */
  topics: number;
  /** Least ratio of our demos to mui.com's. */
  demos: number;
}

/** The floors of each area; an area without an entry (System) is reported with no floor. */
export const DEPTH_FLOORS: Readonly<Record<string, AreaFloor>> = {
  'material-ui': { topics: 0.85, demos: 0.7 },
  'joy-ui': { topics: 0.85, demos: 0.7 },
  'base-ui': { topics: 0.75, demos: 0.7 },
  x: { topics: 0.85, demos: 0.7 },
};

/**
 * The areas whose floors fail the check; the others are printed as below floor, not enforced.
 * Add an area here once it holds its floors.
 */
export const ENFORCED_DEPTH_AREAS: readonly string[] = ['material-ui', 'joy-ui', 'x', 'base-ui'];

export type DepthStatus = 'meets floor' | 'below floor' | 'below floor, not enforced' | 'no floor';

export interface AreaDepth {
  area: string;
  pages: number;
  /** Of those, how many exist here. */
  pagesHere: number;
  demoTopics: Fraction;
  proseTopics: Fraction;
  ourDemos: number;
  muiDemos: number;
  floor: AreaFloor | null;
  status: DepthStatus;
}

/** covered / total, 1 when there is nothing to cover. */
export function share({ covered, total }: Fraction): number {
  return total === 0 ? 1 : covered / total;
}

function hasDemo(topic: PageTopic | undefined): boolean {
  return topic !== undefined && topic.demos > 0;
}

/** The depth of one reference page; `ours` is null when our English page does not exist. */
export function pageDepth(
  page: ReferencePage,
  ours: PageTopics | null,
  decisions: ReadonlyMap<string, TopicDecision> = new Map(),
): PageDepth {
  const ourTopics = ours?.topics ?? [];
  const seen = new Map<string, number>();
  const result: PageDepth = {
    path: page.path,
    area: page.area,
    exists: ours !== null,
    muiDemos: page.total,
    ourDemos: ours?.demos ?? 0,
    demoTopics: { covered: 0, total: 0 },
    proseTopics: { covered: 0, total: 0 },
    missing: [],
  };
  for (const topic of page.topics) {
    const key = normalizeTitle(topic.heading);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const decision = decisions.get(key);
    if (decision?.kind === 'leftOut') {
      result.muiDemos -= topic.demos;
      continue;
    }
    const direct = ourTopics.filter((ourTopic) => ourTopic.key === key)[occurrence];
    const mergedKey = decision?.kind === 'merged' ? normalizeTitle(decision.into) : null;
    const targets = ourTopics.filter((ourTopic) => ourTopic.key === mergedKey);
    if (topic.demos > 0) {
      result.demoTopics.total += 1;
      if (hasDemo(direct) || targets.some(hasDemo)) {
        result.demoTopics.covered += 1;
      } else {
        result.missing.push(topic.heading);
      }
    } else {
      result.proseTopics.total += 1;
      if (direct !== undefined || targets.length > 0) {
        result.proseTopics.covered += 1;
      }
    }
  }
  return result;
}

function add(a: Fraction, b: Fraction): Fraction {
  return { covered: a.covered + b.covered, total: a.total + b.total };
}

/** Whether an area's totals hold its floor (true without a floor). */
export function holdsFloor(
  figures: Pick<AreaDepth, 'demoTopics' | 'ourDemos' | 'muiDemos'>,
  floor: AreaFloor | null,
): boolean {
  if (!floor) {
    return true;
  }
  const demos = figures.muiDemos === 0 ? 1 : figures.ourDemos / figures.muiDemos;
  return share(figures.demoTopics) >= floor.topics && demos >= floor.demos;
}

/** Per area, in order of first appearance: the totals of its pages and their status. */
export function areaDepths(
  pages: readonly PageDepth[],
  floors: Readonly<Record<string, AreaFloor>> = DEPTH_FLOORS,
  enforced: readonly string[] = ENFORCED_DEPTH_AREAS,
): AreaDepth[] {
  const areas = [...new Set(pages.map((page) => page.area))];
  return areas.map((area) => {
    const ofArea = pages.filter((page) => page.area === area);
    const zero: Fraction = { covered: 0, total: 0 };
    const figures = {
      demoTopics: ofArea.map((page) => page.demoTopics).reduce(add, zero),
      proseTopics: ofArea.map((page) => page.proseTopics).reduce(add, zero),
      ourDemos: ofArea.reduce((sum, page) => sum + page.ourDemos, 0),
      muiDemos: ofArea.reduce((sum, page) => sum + page.muiDemos, 0),
    };
    const floor = floors[area] ?? null;
    const status: DepthStatus = !floor
      ? 'no floor'
      : holdsFloor(figures, floor)
        ? 'meets floor'
        : enforced.includes(area)
          ? 'below floor'
          : 'below floor, not enforced';
    return {
      area,
      pages: ofArea.length,
      pagesHere: ofArea.filter((page) => page.exists).length,
      ...figures,
      floor,
      status,
    };
  });
}

/** Messages for the areas that fail: enforced and below their floor. */
export function floorFailures(areas: readonly AreaDepth[]): string[] {
  return areas
    .filter((area) => area.status === 'below floor')
    .map((area) => {
      const floor = area.floor as AreaFloor;
      return `${area.area}: ${area.demoTopics.covered}/${area.demoTopics.total} topics with demos covered and ${area.ourDemos}/${area.muiDemos} demos, below its floor (${Math.round(floor.topics * 100)}% of topics, ${floor.demos} × mui.com's demos): cover the missing topics listed by \`tsx scripts/check-depth.ts --pages --area=${area.area}\``;
    });
}
