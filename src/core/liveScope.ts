/**
 * What a live-edited demo may import: the modules the demos of its page import (the libraries and
 * icons they use, and their own local files), as the generated scope module of the page's demo
 * folder provides them. Pure: the specifiers come from the demo sources, and the lookup from a map.
 */

const VALUE_IMPORT = /(?:^|\n)[ \t]*import\s+(type\s)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]/g;

/**
 * The module specifiers a demo source imports values from, or for their side effects, in order of
 * first appearance; `import type` lines are left out (nothing of them is there at run time).
 */
export function valueImportSpecifiers(code: string): string[] {
  const found: { index: number; specifier: string }[] = [];
  for (const match of code.matchAll(VALUE_IMPORT)) {
    if (!match[1]) {
      found.push({ index: match.index ?? 0, specifier: match[2] });
    }
  }
  for (const match of code.matchAll(SIDE_EFFECT_IMPORT)) {
    found.push({ index: match.index ?? 0, specifier: match[1] });
  }
  return [...new Set(found.sort((a, b) => a.index - b.index).map((entry) => entry.specifier))];
}

/** The modules a live edit can import, by specifier as a demo writes it. */
export type LiveScope = Readonly<Record<string, unknown>>;

/** The error of an import the scope does not provide: names the module and what is allowed. */
export function moduleNotInScope(specifier: string, scope: LiveScope): Error {
  const available = Object.keys(scope).sort();
  return new Error(
    `Cannot import "${specifier}" here: a live edit can import only what this page's demos import (${available.join(', ')}). Open the demo in StackBlitz or CodeSandbox to use other modules.`,
  );
}

/** The module of `specifier` in the scope, as the compiled demo's `require` returns it. */
export function requireFromScope(scope: LiveScope, specifier: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(scope, specifier)) {
    throw moduleNotInScope(specifier, scope);
  }
  return scope[specifier];
}
