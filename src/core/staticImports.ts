/**
 * The modules a TypeScript source loads when it is evaluated: the specifiers of its static
 * `import … from`, side-effect `import '…'` and `export … from` statements. Type-only imports and
 * exports (erased by the compiler) and dynamic `import()` calls (loaded later, if at all) are not
 * among them. A reading of the text, for the project's own formatted sources, not a parser.
 */
// The clause before `from` holds no quote or semicolon: a side-effect import (`import './x'`)
// never borrows the `from` of the statement after it.
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;

export function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(STATEMENT)) {
    const [, keyword, typeOnly, clause, specifier] = match;
    // `export` needs a `from` to load anything; `import type` / `export type` load nothing.
    if (typeOnly !== undefined || (keyword === 'export' && clause === undefined)) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}
