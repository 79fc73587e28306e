/**
 * Compiled regular expressions kept across a grammar's cache resets. A TextMate rule whose end
 * pattern refers back to its begin match (a JSX element's closing tag names its opening tag) gets
 * a new end pattern each time it is entered with another match, and vscode-textmate then throws
 * away the rule's compiled scanner (the whole list of patterns the rule can match) and compiles it
 * again, milliseconds each time. Code alternates between a handful of tag names, so the same lists
 * come back again and again: highlighting the site's code blocks and demos compiles 139 distinct
 * lists, and without this 236 scanners.
 *
 * This wraps a Shiki regex engine so that a list of patterns it has compiled before returns the
 * same compiled scanner. Scanners are pure functions of their patterns, so the tokens are the
 * same (highlighter.test.ts). The grammar's `dispose()` of a scanner it drops is ignored; the
 * least recently used scanners beyond `limit` are disposed here instead.
 */
import type { PatternScanner, RegexEngine } from 'shiki';

/** A pattern list's key: the sources of its patterns, joined by a character no pattern holds. */
function keyOf(patterns: readonly (string | RegExp)[]): string {
  return patterns
    .map((pattern) => (typeof pattern === 'string' ? pattern : pattern.source))
    .join('\0');
}

export interface ReusedScannerCounts {
  compiled: number;
  reused: number;
}

export interface ReusingEngine extends RegexEngine {
  /** How many scanners were compiled and how many were handed out again (for the tests). */
  counts(): ReusedScannerCounts;
}

/** `engine`, with up to `limit` compiled scanners kept for their pattern lists. */
export function reusingScanners(engine: RegexEngine, limit: number): ReusingEngine {
  const scanners = new Map<string, PatternScanner>();
  const counts: ReusedScannerCounts = { compiled: 0, reused: 0 };

  function scannerFor(patterns: (string | RegExp)[]): PatternScanner {
    const key = keyOf(patterns);
    const kept = scanners.get(key);
    if (kept !== undefined) {
      counts.reused += 1;
      // Most recently used last: the first entry is the one evicted.
      scanners.delete(key);
      scanners.set(key, kept);
      return kept;
    }
    counts.compiled += 1;
    const compiled = engine.createScanner(patterns);
    scanners.set(key, compiled);
    if (scanners.size > limit) {
      const [oldestKey, oldest] = scanners.entries().next().value as [string, PatternScanner];
      scanners.delete(oldestKey);
      oldest.dispose?.();
    }
    return compiled;
  }

  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const scanner = scannerFor(patterns);
      // The grammar disposes of scanners it no longer uses: the kept one must survive that.
      return {
        findNextMatchSync: (text, startPosition, options) =>
          scanner.findNextMatchSync(text, startPosition, options),
        dispose: () => undefined,
      };
    },
    counts: () => ({ ...counts }),
  };
}
