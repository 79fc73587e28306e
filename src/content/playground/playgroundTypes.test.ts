/**
 * Every listed playground's JSX type-checks against the installed type definitions: the default,
 * each value of each control on its own, and every control at a non-default value at once. One
 * TypeScript program holds a file per playground (a virtual file, never written), so the MUI
 * declarations are read once for all of them.
 */
import path from 'node:path';
import ts from 'typescript';
import {
  playgroundJsx,
  type PlaygroundControl,
  type PlaygroundSpec,
  type PlaygroundValue,
} from '@/core/playground';
import { resolvePlaygrounds, type ComponentImport } from './playgroundSpecs';

const ROOT = process.cwd();
const CHECK_DIR = path.join(ROOT, '.playground-check');

/** The values a control is checked with: every choice, both booleans, a number, a text. */
function valuesOf(control: PlaygroundControl): PlaygroundValue[] {
  switch (control.kind) {
    case 'boolean':
      return [true, false];
    case 'choice':
      return control.values;
    case 'number':
      return [control.defaultValue ?? 1, 2];
    case 'text':
      return ['Some text'];
  }
}

function importLine(entry: ComponentImport): string {
  return entry.named
    ? `import { ${entry.name} } from '${entry.module}';`
    : `import ${entry.name} from '${entry.module}';`;
}

/** The JSX of every state the test checks for one playground. */
export function checkedStates(spec: PlaygroundSpec): Record<string, PlaygroundValue>[] {
  const states: Record<string, PlaygroundValue>[] = [{}];
  for (const control of spec.controls) {
    for (const value of valuesOf(control)) states.push({ [control.name]: value });
  }
  const together: Record<string, PlaygroundValue> = {};
  for (const control of spec.controls) {
    const other = valuesOf(control).find((value) => value !== control.defaultValue);
    if (other !== undefined) together[control.name] = other;
  }
  states.push(together);
  return states;
}

describe('playground JSX', () => {
  const { playgrounds, errors } = resolvePlaygrounds();

  it('has lists without errors', () => {
    expect(errors).toEqual([]);
  });

  it('type-checks for every listed component, in one program', () => {
    const files = new Map<string, string>();
    for (const playground of playgrounds) {
      const jsx = checkedStates(playground.spec).map(
        (state) => `  (\n${playgroundJsx(playground.spec, state)}\n  ),`,
      );
      files.set(
        path.join(CHECK_DIR, `${playground.area}-${playground.slug}.tsx`),
        [
          "import * as React from 'react';",
          ...playground.imports.map(importLine),
          '',
          `export const checks: React.ReactElement[] = [\n${jsx.join('\n')}\n];`,
          '',
        ].join('\n'),
      );
    }
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2020,
      lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
      esModuleInterop: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (fileName, languageVersion, ...rest) => {
      const text = files.get(path.resolve(fileName));
      return text !== undefined
        ? ts.createSourceFile(fileName, text, languageVersion, true, ts.ScriptKind.TSX)
        : getSourceFile.call(host, fileName, languageVersion, ...rest);
    };
    host.fileExists = (fileName) => files.has(path.resolve(fileName)) || fileExists(fileName);
    host.readFile = (fileName) => files.get(path.resolve(fileName)) ?? readFile(fileName);
    const program = ts.createProgram([...files.keys()], options, host);
    const problems: string[] = [];
    for (const file of files.keys()) {
      const source = program.getSourceFile(file);
      if (!source) {
        problems.push(`${file}: not in the program`);
        continue;
      }
      for (const diagnostic of [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ]) {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const text = source.text.split('\n')[line]?.trim() ?? '';
        problems.push(
          `${path.basename(file)}:${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')} (at ${text}); fix data/<area>/playground.ts`,
        );
      }
    }
    expect(files.size).toBe(playgrounds.length);
    expect(problems).toEqual([]);
  }, 180_000);
});
