/**
 * The modules a production chunk of Turbopack defines. A chunk is a `push` of a flat array into
 * `globalThis.TURBOPACK`: after the script element come pairs of a numeric module id and the
 * module's factory (`1234,e=>{…}` or `1234,(e,t)=>{…}` once minified), each id following the
 * script element (`void 0`) or the end of the factory before it; an export list in a module's
 * code (`e.s(["default",0,e=>…])`) follows a string, and is no definition. A page whose chunks define
 * the same id twice downloads that module twice: the bundler put it in two chunk groups the page
 * loads side by side, and could not share it.
 */

/** Module ids defined by the chunk `source`, in order. */
export function chunkModuleIds(source: string): string[] {
  const definition = /(?:[})\]]|void 0),(\d+),(?:[A-Za-z_$][\w$]*|\([\w$,\s]*\))=>/g;
  return [...source.matchAll(definition)].map((match) => match[1]);
}

export interface RepeatedModule {
  id: string;
  /** The chunks that define it, in the page's order. */
  chunks: string[];
}

/** The modules that more than one of a page's chunks define, by id. */
export function modulesInMoreThanOneChunk(
  chunks: readonly { name: string; source: string }[],
): RepeatedModule[] {
  const definedIn = new Map<string, string[]>();
  for (const { name, source } of chunks) {
    for (const id of new Set(chunkModuleIds(source))) {
      definedIn.set(id, [...(definedIn.get(id) ?? []), name]);
    }
  }
  return [...definedIn]
    .filter(([, names]) => names.length > 1)
    .map(([id, names]) => ({ id, chunks: names }));
}

/**
 * The Material UI components a chunk defines: each styled root names its component
 * (`name:"MuiTooltip",slot:"Root"` once minified), which a theme's overrides, naming components
 * too, never spell that way. Sorted, each once.
 */
export function muiComponentsDefined(source: string): string[] {
  const root = /name:"(Mui[A-Z][A-Za-z]*)",slot:"Root"/g;
  return [...new Set([...source.matchAll(root)].map((match) => match[1]))].sort();
}
