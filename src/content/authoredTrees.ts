/**
 * The authored navigation trees, data/<area>/pages.ts, read as content instead of imported as
 * modules. Imported, a tree belongs to every route's server code: under `next dev` an edit makes
 * Next evaluate all of a route's modules again (about two seconds on a component page) before the
 * open page can show it. Read here, a tree is content like a Markdown page: the watcher
 * (scripts/dev/contentWatcher.mjs) moves the content version on, and the open page fetches its
 * props again. The files stay TypeScript, type-checked by `npm test` (`import type` only: a tree
 * is data). Node only; TypeScript is one of Next's server-external packages, never bundled.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { asNavTree } from '@/core/navEntryShape';
import { NAV_AREAS, type NavArea, type NavEntry } from '@/core/navigationTypes';

/** data/<area>/pages.ts of every area. */
export function authoredTreeFiles(dataDir: string): Record<NavArea, string> {
  return Object.fromEntries(
    NAV_AREAS.map((area) => [area, path.join(dataDir, area, 'pages.ts')]),
  ) as Record<NavArea, string>;
}

function syntaxErrors(file: string, diagnostics: readonly ts.Diagnostic[]): string {
  return diagnostics
    .map((diagnostic) => {
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (diagnostic.file === undefined || diagnostic.start === undefined)
        return `${file}: ${text}`;
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${file}(${line + 1},${character + 1}): ${text}`;
    })
    .join('\n');
}

/** One navigation file's default export, checked to be a tree. */
export function readAuthoredTree(file: string): NavEntry[] {
  const shown = path.relative(process.cwd(), file) || file;
  const source = fs.readFileSync(file, 'utf8');
  const output = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  if (output.diagnostics !== undefined && output.diagnostics.length > 0) {
    throw new Error(syntaxErrors(shown, output.diagnostics));
  }
  const module = { exports: {} as Record<string, unknown> };
  const refuse = (specifier: string): never => {
    throw new Error(
      `${shown} imports ${specifier}: a navigation file is data, with \`import type\` only. Write the entries in the file.`,
    );
  };
  new vm.Script(output.outputText, { filename: file }).runInNewContext({
    module,
    exports: module.exports,
    require: refuse,
  });
  return asNavTree(module.exports.default, shown);
}
