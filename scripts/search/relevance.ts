/**
 * Runs search queries against an exported index, as the dialog would from a given page, and
 * scores where the expected page lands: the relevance suite (test/search/relevanceSuite.ts) and
 * the check that every component page is found by its own name from its own area.
 */
import { loadSearchEngine, readIndexedPages } from '@/content/search/loadSearchIndex';
import { readingPlace, DOCS_AREAS } from '@/core/searchAreas';
import type { SearchEngine } from '@/core/searchEngine';
import type { RelevanceCase } from '../../test/search/relevanceSuite';

export interface CaseResult {
  case: RelevanceCase;
  /** 1-based position of the expected page among the results, 0 when absent. */
  rank: number;
  /** The first results' URLs, for the report. */
  top: string[];
  /** Time the engine took to answer, in milliseconds. */
  ms: number;
}

export interface SuiteScore {
  results: CaseResult[];
  top1: number;
  top3: number;
  /** Mean reciprocal rank: 1 for first, 1/2 for second…, 0 when absent. */
  mrr: number;
  medianMs: number;
}

/** A result URL answers `expect`: exactly when `expect` names a section, by page otherwise. */
export function answers(url: string, expect: string): boolean {
  return expect.includes('#') ? url === expect : url.split('#')[0] === expect;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function runCases(
  outDir: string,
  cases: readonly RelevanceCase[],
): Promise<SuiteScore> {
  const engines = new Map<string, SearchEngine>();
  const results: CaseResult[] = [];
  for (const item of cases) {
    const place = readingPlace(item.from);
    let engine = engines.get(place.language);
    if (!engine) {
      engine = loadSearchEngine(outDir, place.language);
      engines.set(place.language, engine);
      // Load the shards once, so that timings measure ranking, not reading files.
      await engine.search(item.query, place);
    }
    const started = performance.now();
    const groups = await engine.search(item.query, place);
    const ms = performance.now() - started;
    const urls = groups.flatMap((group) => group.hits.map((hit) => hit.url));
    const index = urls.findIndex((url) =>
      [item.expect, ...(item.also ?? [])].some((expected) => answers(url, expected)),
    );
    results.push({ case: item, rank: index + 1, top: urls.slice(0, 3), ms });
  }
  const count = Math.max(1, results.length);
  return {
    results,
    top1: results.filter((r) => r.rank === 1).length / count,
    top3: results.filter((r) => r.rank >= 1 && r.rank <= 3).length / count,
    mrr: results.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / count,
    medianMs: median(results.map((r) => r.ms)),
  };
}

/**
 * One case per component page of each docs area in the English index: its title, searched
 * from the area's landing page, must open it first.
 */
export function componentPageCases(outDir: string): RelevanceCase[] {
  return readIndexedPages(outDir, 'en')
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .filter((page) => page.kind === 'component')
    .map((page) => ({ page, area: page.path.split('/')[1] }))
    .filter(({ area }) => (DOCS_AREAS as readonly string[]).includes(area))
    .map(({ page, area }) => ({ query: page.title, from: `/${area}/`, expect: page.path }));
}

export function formatFailures(results: readonly CaseResult[]): string {
  return results
    .filter((r) => r.rank !== 1)
    .map(
      (r) =>
        `  "${r.case.query}" from ${r.case.from}: expected ${r.case.expect} first, ` +
        `${r.rank === 0 ? 'not found' : `found at ${r.rank}`}; first: ${r.top.join(', ') || '(none)'}`,
    )
    .join('\n');
}
