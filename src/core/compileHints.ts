/**
 * V8's explicit compile hint: a script whose first line is `//# allFunctionsCalledOnLoad` has all
 * its functions compiled as it streams in, on a background thread. Without it V8 compiles a
 * function on the main thread when it is first called, and Turbopack's chunks are lists of module
 * functions that the page calls as soon as it loads them: on a component page, that compiling was
 * much of the long tasks that evaluate the page's modules (docs/performance.md#compiled-while-they-download).
 *
 * Browsers without the hint read a comment. A chunk is only downloaded when its code is about to
 * run (the page lists it, or a dynamic import asks for it), so every chunk carries the hint.
 */

/** The magic comment, exactly as V8 looks for it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The parts of a source map (version 3) that the added line moves. */
export interface SourceMapLines {
  version?: number;
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/**
 * The source map of a script once the hint is its first line: a map's `mappings` start with the
 * empty line, an index map's sections each move one line down. Everything else is kept as it is.
 */
export function sourceMapAfterHint<T extends SourceMapLines>(map: T): T {
  return {
    ...map,
    ...(typeof map.mappings === 'string' ? { mappings: `;${map.mappings}` } : {}),
    ...(Array.isArray(map.sections)
      ? {
          sections: map.sections.map((section) => ({
            ...section,
            offset: { ...section.offset, line: section.offset.line + 1 },
          })),
        }
      : {}),
  };
}
