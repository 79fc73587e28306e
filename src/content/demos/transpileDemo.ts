/** The JavaScript variant of a TypeScript demo: types removed by the TypeScript compiler, then formatted. */
import ts from 'typescript';
import prettier from 'prettier';

export async function transpileDemo(tsCode: string, fileName: string): Promise<string> {
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
