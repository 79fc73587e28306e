/**
 * The corpus's vocabulary: the roots of `lexicon.ts` inflected (plurals, verb forms, adverbs) for
 * prose, and identifiers combined from them (component names, props, hooks, class names) for code
 * and for prose that names them. Words are drawn with Zipf-like frequencies (a few very common,
 * a long tail of rare ones), as in real text, so the number of distinct words grows with the size
 * of the corpus instead of stopping at the size of a word list.
 */
import {
  ADJECTIVE_ROOTS,
  ADVERBS,
  AUXILIARIES,
  FUNCTION_WORDS,
  NOUN_ROOTS,
  VERB_ROOTS,
} from './lexicon';

export type Random = () => number;

/** One vowel group, ending consonant-vowel-consonant: `stop`, `map`, `pin` (doubled before a suffix). */
function doublesFinal(verb: string): boolean {
  return /[^aeiou][aeiou][bdgmnprt]$/.test(verb) && (verb.match(/[aeiou]+/g) ?? []).length === 1;
}

export function plural(noun: string): string {
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export function thirdPerson(verb: string): string {
  return plural(verb);
}

export function pastTense(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (doublesFinal(verb)) return `${verb}${verb.slice(-1)}ed`;
  return `${verb}ed`;
}

export function gerund(verb: string): string {
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (doublesFinal(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

export function adverb(adjective: string): string {
  if (/[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}ily`;
  if (/[^aeiou]le$/.test(adjective)) return `${adjective.slice(0, -1)}y`;
  if (adjective.endsWith('ic')) return `${adjective}ally`;
  return `${adjective}ly`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Draws indexes 0..size-1 with probability falling as 1 / (rank + 2.7)^exponent (Zipf–Mandelbrot),
 * by binary search over the cumulative weights.
 */
export function zipfSampler(size: number, exponent: number, next: Random): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) {
    total += 1 / (rank + 2.7) ** exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = next() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A seeded shuffle (Fisher–Yates), so that which words are common does not follow the lists' order. */
function shuffled<T>(items: readonly T[], next: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function drawer<T>(items: readonly T[], exponent: number, next: Random): () => T {
  const order = shuffled(items, next);
  const sample = zipfSampler(order.length, exponent, next);
  return () => order[sample()];
}

export interface Vocabulary {
  noun: () => string;
  nouns: () => string;
  verb: () => string;
  verbs: () => string;
  verbed: () => string;
  verbing: () => string;
  adjective: () => string;
  adverb: () => string;
  functionWord: () => string;
  auxiliary: () => string;
  /** `DialogTitle`, `Snackbar`. */
  component: () => string;
  /** `onRowSelect`, `disableRipple`, `isExpanded`, `defaultValue`, `slotProps`. */
  prop: () => string;
  /** `useScrollTrigger`. */
  hook: () => string;
  /** `MuiDialogTitle-root`. */
  className: () => string;
}

/**
 * How many identifiers of each kind the corpus can name, like the API of a large library: a
 * corpus of a few thousand pages names most of the common ones and a growing part of the rest.
 */
const IDENTIFIER_POOLS = { component: 1_500, prop: 4_000, hook: 800, className: 1_500 } as const;

function identifierPool(size: number, make: () => string, next: Random): () => string {
  const pool = new Set<string>();
  for (let attempt = 0; pool.size < size && attempt < size * 4; attempt += 1) pool.add(make());
  return drawer(Array.from(pool), 1.1, next);
}

/** The vocabulary of the corpus of `seed`: the same seed draws the same words in the same order. */
export function createVocabulary(next: Random): Vocabulary {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const noun = drawer(NOUN_ROOTS, 1.05, next);
  const nouns = drawer(NOUN_ROOTS.map(plural), 1.05, next);
  const verb = drawer(VERB_ROOTS, 1.05, next);
  const verbs = drawer(VERB_ROOTS.map(thirdPerson), 1.05, next);
  const verbed = drawer(VERB_ROOTS.map(pastTense), 1.05, next);
  const verbing = drawer(VERB_ROOTS.map(gerund), 1.05, next);
  const adjective = drawer(ADJECTIVE_ROOTS, 1.05, next);
  const adverbs = drawer([...ADVERBS, ...ADJECTIVE_ROOTS.map(adverb)], 1.05, next);
  const P = capitalise;
  const component = identifierPool(
    IDENTIFIER_POOLS.component,
    () =>
      next() < 0.3
        ? P(pick(NOUN_ROOTS)) + P(pick(NOUN_ROOTS)) + P(pick(NOUN_ROOTS))
        : P(pick(NOUN_ROOTS)) + P(pick(NOUN_ROOTS)),
    next,
  );
  const propShapes: (() => string)[] = [
    () => `on${P(pick(VERB_ROOTS))}`,
    () => `on${P(pick(NOUN_ROOTS))}${P(pick(VERB_ROOTS))}`,
    () => `disable${P(pick(NOUN_ROOTS))}`,
    () => `is${P(pick(ADJECTIVE_ROOTS))}`,
    () => `default${P(pick(NOUN_ROOTS))}`,
    () => `${pick(NOUN_ROOTS)}${P(pick(NOUN_ROOTS))}`,
    () => `${pick(NOUN_ROOTS)}Props`,
    () => `get${P(pick(NOUN_ROOTS))}${P(pick(NOUN_ROOTS))}`,
  ];
  const prop = identifierPool(IDENTIFIER_POOLS.prop, () => pick(propShapes)(), next);
  const hook = identifierPool(
    IDENTIFIER_POOLS.hook,
    () => `use${P(pick(NOUN_ROOTS))}${next() < 0.5 ? P(pick(NOUN_ROOTS)) : P(pick(VERB_ROOTS))}`,
    next,
  );
  const className = identifierPool(
    IDENTIFIER_POOLS.className,
    () => `Mui${P(pick(NOUN_ROOTS))}${P(pick(NOUN_ROOTS))}-${pick(['root', pick(NOUN_ROOTS)])}`,
    next,
  );
  return {
    noun,
    nouns,
    verb,
    verbs,
    verbed,
    verbing,
    adjective,
    adverb: adverbs,
    functionWord: drawer(FUNCTION_WORDS, 1, next),
    auxiliary: drawer(AUXILIARIES, 1, next),
    component,
    prop,
    hook,
    className,
  };
}

/** Distinct words of a text as a reader counts them: letters and digits, case ignored, identifiers whole. */
export function distinctWords(text: string, into: Set<string> = new Set()): Set<string> {
  for (const word of text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []) into.add(word);
  return into;
}
