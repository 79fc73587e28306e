/**
 * An area's decisions about mui.com's topics (data/<area>/topic-coverage.json): per reference page,
 * per topic heading, either `{ "leftOut": "<why>" }` (not counted, its demos leave mui.com's count)
 * or `{ "merged": "<our heading>" }` (covered by that heading's section). Parsing and validation
 * only; every error names the file and says what to do.
 */
import { normalizeTitle } from './pageTopics';
import type { ReferencePage } from './referenceSections';

export type TopicDecision = { kind: 'leftOut'; reason: string } | { kind: 'merged'; into: string };

/** Per reference path, per normalized topic heading, the decision. */
export type CoverageDecisions = Map<string, Map<string, TopicDecision>>;

/** The coverage file of an area. */
export function coverageFileFor(area: string): string {
  return `data/${area}/topic-coverage.json`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decisionOf(value: unknown, where: string): TopicDecision {
  const shape = 'expected { "leftOut": "<why>" } or { "merged": "<our heading>" }';
  if (!isRecord(value) || Object.keys(value).length !== 1) {
    throw new Error(`${where}: ${shape}`);
  }
  const { leftOut, merged } = value;
  if (typeof leftOut === 'string' && leftOut.trim() !== '') {
    return { kind: 'leftOut', reason: leftOut };
  }
  if (typeof merged === 'string' && normalizeTitle(merged) !== '') {
    return { kind: 'merged', into: merged };
  }
  throw new Error(`${where}: ${shape}, with a non-empty text`);
}

/**
 * The decisions of one area's coverage file. Throws, naming the file, on bad JSON, a page path
 * that is not a reference page of this area, or a topic that is not on that reference page.
 */
export function parseTopicCoverage(
  text: string,
  file: string,
  area: string,
  pages: ReadonlyMap<string, ReferencePage>,
): CoverageDecisions {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}): fix the syntax`,
    );
  }
  if (!isRecord(json)) {
    throw new Error(`${file}: expected an object keyed by mui.com page paths`);
  }
  const decisions: CoverageDecisions = new Map();
  for (const [pagePath, topics] of Object.entries(json)) {
    const page = pages.get(pagePath);
    if (!page) {
      throw new Error(
        `${file}: "${pagePath}" is not a page of reference/mui-com-sections.tsv: use mui.com's path with both slashes, e.g. "/${area}/react-button/"`,
      );
    }
    if (page.area !== area) {
      throw new Error(
        `${file}: "${pagePath}" belongs to the ${page.area} area: move its entries to ${coverageFileFor(page.area)}`,
      );
    }
    if (!isRecord(topics)) {
      throw new Error(`${file}: "${pagePath}" expected an object keyed by mui.com topic headings`);
    }
    const known = new Set(page.topics.map((topic) => normalizeTitle(topic.heading)));
    const ofPage = new Map<string, TopicDecision>();
    for (const [heading, value] of Object.entries(topics)) {
      const key = normalizeTitle(heading);
      if (!known.has(key)) {
        throw new Error(
          `${file}: "${pagePath}" has no topic "${heading}" on mui.com: use a heading of that page in reference/mui-com-sections.tsv`,
        );
      }
      ofPage.set(key, decisionOf(value, `${file}: "${pagePath}" › "${heading}"`));
    }
    decisions.set(pagePath, ofPage);
  }
  return decisions;
}
