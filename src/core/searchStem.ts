/**
 * English word forms for search: a plural rule, then the suffix steps (1b to 5) of M. F. Porter's
 * 1980 algorithm, so that a verb and its noun meet (`migrate`, `migrating`, `migration` →
 * `migrat`; `rendering` → `render`; `customization`, `customizing` → `custom`). Written here
 * rather than taken from a package: it is about a hundred lines and the whole algorithm is
 * public. The index and the query are stemmed by the same function, so a stem only has to be
 * consistent, not a dictionary word.
 *
 * Differences from Porter's step 1a and 1c, to keep names readers type intact: `-us`, `-is` and
 * `-ss` words keep their `s` (`status`, `axis`, `class`), `-ies` becomes `-y` (`queries` →
 * `query`) and a final `y` stays `y`. Words of three letters or fewer, and words with digits or
 * non-ASCII letters, are not stemmed; words longer than MAX_STEMMED_LENGTH only lose a plural.
 */

function isConsonant(word: string, i: number): boolean {
  const letter = word[i];
  if ('aeiou'.includes(letter)) return false;
  if (letter === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in `word`. */
export function measure(word: string): number {
  let count = 0;
  let i = 0;
  const n = word.length;
  while (i < n && isConsonant(word, i)) i += 1;
  while (i < n) {
    while (i < n && !isConsonant(word, i)) i += 1;
    if (i >= n) break;
    while (i < n && isConsonant(word, i)) i += 1;
    count += 1;
  }
  return count;
}

function hasVowel(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) if (!isConsonant(word, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** Consonant, vowel, consonant at the end, the last not w, x or y (`hop`, not `snow`). */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const ok = isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1);
  return ok && !'wxy'.includes(word[n - 1]);
}

function plural(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  let base: string | null = null;
  if (word.endsWith('ed') && hasVowel(word.slice(0, -2))) base = word.slice(0, -2);
  else if (word.endsWith('ing') && hasVowel(word.slice(0, -3))) base = word.slice(0, -3);
  if (base === null) return word;
  if (base.endsWith('at') || base.endsWith('bl') || base.endsWith('iz')) return `${base}e`;
  if (endsDoubleConsonant(base) && !'lsz'.includes(base[base.length - 1])) {
    return base.slice(0, -1);
  }
  if (measure(base) === 1 && endsCvc(base)) return `${base}e`;
  return base;
}

/** Suffix, replacement; the first that ends the word applies when its stem's m is above `min`. */
type Rules = readonly (readonly [string, string])[];

const STEP2: Rules = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['izer', 'ize'],
];

const STEP3: Rules = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
] as const;

function applyRules(word: string, rules: Rules): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      return measure(base) > 0 ? base + replacement : word;
    }
  }
  return word;
}

function step4(word: string): string {
  // The longest suffix that ends the word is the one Porter's step considers.
  const suffix = STEP4.filter((s) => word.endsWith(s)).sort((a, b) => b.length - a.length)[0];
  if (!suffix) return word;
  const base = word.slice(0, -suffix.length);
  if (measure(base) <= 1) return word;
  if (suffix === 'ion' && !(base.endsWith('s') || base.endsWith('t'))) return word;
  return base;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith('e')) {
    const base = result.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsCvc(base))) result = base;
  }
  if (measure(result) > 1 && endsDoubleConsonant(result) && result.endsWith('l')) {
    result = result.slice(0, -1);
  }
  return result;
}

/**
 * Longer words are identifiers run together (`disableelevation`, `gridtoolbarquickfilter`):
 * they only lose a plural, so that their prefixes, typed letter by letter, keep finding them.
 */
export const MAX_STEMMED_LENGTH = 14;

/** The stem of one lower-case word. */
export function stemWord(word: string): string {
  if (word.length <= 3 || word.length > MAX_STEMMED_LENGTH || !/^[a-z]+$/.test(word)) {
    // Names with digits (`grid2s`) and long identifiers only lose a plural s.
    return word.length > 3 && /^[a-z0-9]+$/.test(word) ? plural(word) : word;
  }
  return step5(step4(applyRules(applyRules(step1b(plural(word)), STEP2), STEP3)));
}
