/** The JavaScript variant of a TypeScript demo: types removed by the TypeScript compiler, then formatted. */
import prettier from 'prettier';
import type TypeScript from 'typescript';

/**
 * The compiler is loaded on the first demo, not with the module: it takes a second or two to load,
 * and `next dev` evaluates this module in its route-table worker too, which never transpiles.
 */
let compiler: Promise<typeof TypeScript> | null = null;

async function typescript(): Promise<typeof TypeScript> {
  compiler ??= import('typescript').then((module) => module.default ?? module);
  return compiler;
}

export async function transpileDemo(tsCode: string, fileName: string): Promise<string> {
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
