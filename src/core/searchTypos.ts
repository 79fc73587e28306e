/**
 * One-letter typos: a word of the query that the index does not know is replaced by the known
 * words one edit away (a letter missing, added, changed, or two neighbours swapped), so that
 * `autocomplte` finds Autocomplete and `snackbr` finds Snackbar. Short words are left alone:
 * one edit away from a three-letter word is almost every other three-letter word.
 */

/** Words shorter than this are never corrected. */
export const MIN_TYPO_LENGTH = 4;
/** At most this many corrections of one word are tried. */
export const MAX_CORRECTIONS = 4;

/** True when `a` becomes `b` by one insertion, deletion, substitution or adjacent swap. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let start = 0;
  while (start < la && start < lb && a[start] === b[start]) start += 1;
  if (la === lb) {
    // Substitution: the rest after the differing letter is equal.
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    // Adjacent swap.
    return (
      start + 1 < la &&
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2)
    );
  }
  // One letter more in the longer word.
  return la > lb ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/**
 * The words of `vocabulary` one edit away from `word`, closest in length first, then
 * alphabetically, at most MAX_CORRECTIONS; none for a word shorter than MIN_TYPO_LENGTH.
 */
export function corrections(word: string, vocabulary: Iterable<string>): string[] {
  if (word.length < MIN_TYPO_LENGTH) return [];
  const found: string[] = [];
  for (const known of vocabulary) {
    if (known.length >= MIN_TYPO_LENGTH - 1 && isOneEditApart(word, known)) found.push(known);
  }
  found.sort(
    (a, b) =>
      Math.abs(a.length - word.length) - Math.abs(b.length - word.length) || a.localeCompare(b),
  );
  return found.slice(0, MAX_CORRECTIONS);
}
