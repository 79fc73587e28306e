/**
 * URL slug of a component or hook API page (`/<area>/api/<component>/`,
 * docs/product-rules.md#areas-and-urls), derived from its export name.
 */

const UNSTABLE_PREFIX = /^(?:unstable|experimental)_/i;

/** Words of an export name: acronyms, capitalised or lowercase words, and digit runs. */
const WORD = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

/**
 * `Unstable_`/`Experimental_` prefixes are dropped, then the name is split on
 * case changes and digits and joined with dashes: `Unstable_Grid2` -> `grid-2`,
 * `useAutocomplete` -> `use-autocomplete`.
 */
export function exportNameToSlug(name: string): string {
  const words = name.replace(UNSTABLE_PREFIX, '').match(WORD) ?? [];
  return words.join('-').toLowerCase();
}
