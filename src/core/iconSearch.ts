/**
 * The icon finder's matching and ranking (docs/product-rules.md#material-icons-finder). A query is
 * split into terms (letters and digits; anything else separates them). An icon matches when every
 * term matches one of its name's words or synonyms: equal, or a prefix; when that finds nothing,
 * a term of four letters or more may also be one letter away from a word. The name itself typed whole (`delete`, `DeleteOutline`,
 * `delete outline`) ranks first, then names starting with the query, then by how each term
 * matched (a whole word before a prefix, a prefix before a typo; a synonym counts as a name word),
 * then shorter names, then alphabetical order: "trash" gives Delete before RestoreFromTrash.
 *
 * An icon also answers to the synonyms of each shorter icon its name begins with: Delete's
 * "trash" finds DeleteOutline and DeleteForever too.
 */
import type { IconIndexFile } from './iconIndex';
import { themeBit, type IconTheme } from './iconNames';

/** Longer queries are cut here: no icon name or synonym phrase is near this long. */
export const MAX_ICON_QUERY_LENGTH = 100;

/** Terms after this many are ignored. */
const MAX_TERMS = 6;

export interface SearchableIcon {
  name: string;
  lower: string;
  themes: number;
  words: string[];
  synonyms: string[];
}

/** The searchable form of the index, synonyms of shorter icons inherited. */
export function prepareIcons(index: IconIndexFile): SearchableIcon[] {
  const own = new Map<string, string[]>();
  for (const [name, , , synonyms] of index.icons) {
    own.set(name, synonyms.split(' ').filter(Boolean));
  }
  return index.icons.map(([name, themes, words]) => {
    const list = words.split(' ').filter(Boolean);
    const synonyms = new Set<string>(own.get(name));
    // The icons whose names are the first words of this one: Delete for DeleteOutline.
    const capitals = name.match(/[A-Z0-9][a-z]*|[A-Z]+(?![a-z])/g) ?? [];
    let prefix = '';
    for (let part = 0; part < capitals.length - 1; part += 1) {
      prefix += capitals[part];
      for (const word of own.get(prefix) ?? []) synonyms.add(word);
    }
    return { name, lower: name.toLowerCase(), themes, words: list, synonyms: [...synonyms] };
  });
}

/** The terms of a query: lower case, letters and digits only, cut to a bounded length. */
export function queryTerms(query: string): string[] {
  return query
    .slice(0, MAX_ICON_QUERY_LENGTH)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/** Whether two words differ by one inserted, deleted or replaced letter (or are equal). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
    } else {
      edits += 1;
      if (edits > 1) return false;
      if (a.length > b.length) i += 1;
      else if (b.length > a.length) j += 1;
      else {
        i += 1;
        j += 1;
      }
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** How well a term matches a list of words: 0 for not at all. Typos count only when allowed. */
function termScore(term: string, words: readonly string[], typos: boolean): number {
  let best = 0;
  for (const word of words) {
    if (word === term) return 4;
    if (word.startsWith(term)) best = Math.max(best, 3);
    else if (
      typos &&
      term.length >= 4 &&
      best === 0 &&
      withinOneEdit(term, word.slice(0, term.length + 1))
    ) {
      // A typo in a whole word, or in the start of a longer one (`delet` → delete, `dleete`).
      if (withinOneEdit(term, word) || word.length > term.length + 1) best = 1;
    }
  }
  return best;
}

/**
 * The names of the icons that have `theme` and match `query`, best first; every icon of the
 * theme, alphabetically, for a query without letters or digits.
 */
export function searchIcons(
  icons: readonly SearchableIcon[],
  query: string,
  theme: IconTheme,
): string[] {
  const bit = themeBit(theme);
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return icons.filter((icon) => (icon.themes & bit) !== 0).map((icon) => icon.name);
  }
  const joined = terms.join('');
  const scoreAll = (typos: boolean) => {
    const scored: { icon: SearchableIcon; score: number }[] = [];
    for (const icon of icons) {
      if ((icon.themes & bit) === 0) continue;
      let score = 0;
      for (const term of terms) {
        const best = Math.max(
          termScore(term, icon.words, typos),
          termScore(term, icon.synonyms, typos),
        );
        if (best === 0) {
          score = 0;
          break;
        }
        score += best;
      }
      // The name typed whole, or its start, with or without spaces (`deleteout`).
      if (icon.lower === joined) score += 1000;
      else if (icon.lower.startsWith(joined)) score += 100;
      if (score > 0) scored.push({ icon, score });
    }
    return scored;
  };
  // Typos only when the query as typed finds nothing: "trash" must not bring "crash".
  let scored = scoreAll(false);
  if (scored.length === 0) scored = scoreAll(true);
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.icon.words.length - b.icon.words.length ||
      (a.icon.name < b.icon.name ? -1 : 1),
  );
  return scored.map(({ icon }) => icon.name);
}
