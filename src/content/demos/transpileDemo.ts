/** The JavaScript variant of a TypeScript demo: types removed by the TypeScript compiler, then formatted. */
import prettier from 'prettier';
import type TypeScript from 'typescript';
import { processWide, RecentMap } from '../processWide';

/**
 * The compiler is loaded on the first demo, not with the module: it takes a second or two to load,
 * and `next dev` evaluates this module in its route-table worker too, which never transpiles.
 */
let compiler: Promise<typeof TypeScript> | null = null;

async function typescript(): Promise<typeof TypeScript> {
  compiler ??= import('typescript').then((module) => module.default ?? module);
  return compiler;
}

/** Demos already transpiled in this process, kept across `next dev`'s module reloads (processWide.ts). */
const TRANSPILED_CACHE_SIZE = 2000;

export function transpileDemo(tsCode: string, fileName: string): Promise<string> {
  const transpiled = processWide(
    'transpiledDemos',
    () => new RecentMap<Promise<string>>(TRANSPILED_CACHE_SIZE),
  );
  const key = `${fileName}\0${tsCode}`;
  const cached = transpiled.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const result = transpile(tsCode, fileName);
  transpiled.set(key, result);
  // A failure is not kept: the next request tries again.
  result.catch(() => transpiled.delete(key));
  return result;
}

async function transpile(tsCode: string, fileName: string): Promise<string> {
  const ts = await typescript();
  const { outputText } = ts.transpileModule(tsCode, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
      removeComments: false,
    },
  });
  const formatted = await prettier.format(outputText, {
    parser: 'babel',
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });
  return formatted.trimEnd();
}
