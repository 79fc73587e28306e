/**
 * Which front matter keys a page may carry, by kind, and what an author most likely meant by one
 * it may not: an unknown key is refused (a typo such as `component:` would otherwise drop the API
 * tab without a word).
 */

import { COMPONENT_LINK_KEYS } from './componentLinks';

export const FRONT_MATTER_KEYS = {
  /** Guide, component and landing pages; the link keys are for component pages (componentLinks.ts). */
  doc: ['title', 'description', 'components', 'hooks', ...COMPONENT_LINK_KEYS],
  /** Blog posts (data/blog/). */
  'blog-post': ['title', 'description', 'date', 'authors', 'tags'],
} as const;

export type FrontMatterKind = keyof typeof FRONT_MATTER_KEYS;

/** Edit distance between two short strings (insertions, deletions, substitutions, transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** The allowed key closest to `key`, when it is close enough to be a typo. */
export function closestKey(key: string, allowed: readonly string[]): string | null {
  let best: { key: string; distance: number } | null = null;
  for (const candidate of allowed) {
    const distance = editDistance(key.toLowerCase(), candidate);
    if (best === null || distance < best.distance) {
      best = { key: candidate, distance };
    }
  }
  return best !== null && best.distance <= Math.max(2, Math.floor(best.key.length / 3))
    ? best.key
    : null;
}

export interface FrontMatterProblem {
  key: string;
  /** What is wrong and what to write instead. */
  message: string;
}

/** One problem per key a page of this kind may not carry. */
export function unknownKeyProblems(kind: FrontMatterKind, keys: string[]): FrontMatterProblem[] {
  const allowed: readonly string[] = FRONT_MATTER_KEYS[kind];
  return keys
    .filter((key) => !allowed.includes(key))
    .map((key) => {
      const suggestion = closestKey(key, allowed);
      return {
        key,
        message: `unknown front matter key "${key}"${suggestion ? `: did you mean "${suggestion}"?` : ''} (a ${kind} page takes ${allowed.join(', ')})`,
      };
    });
}
