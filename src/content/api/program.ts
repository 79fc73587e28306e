/** One TypeScript program over the installed declaration files of every documented package. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_PACKAGES } from './navLeaves';
import { packageDir, readPackageVersion } from './packageVersion';

export { packageDir, readPackageVersion };

export interface ApiProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Absolute directory of each installed package. */
  packageDirs: ReadonlyMap<string, string>;
  packageVersions: ReadonlyMap<string, string>;
  /** First-level subpath modules of each package (`Button`, `useTransition`), sorted. */
  subpaths: ReadonlyMap<string, readonly string[]>;
  /** Memo of `moduleExports`. */
  exportsCache: Map<string, Map<string, ts.Symbol> | null>;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  strict: true,
  skipLibCheck: true,
  types: [],
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};

/** The package root `index.d.ts` and each first-level subpath module (`@mui/material/Button`). */
function entryFiles(dir: string): string[] {
  const files: string[] = [];
  for (const child of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!child.isDirectory()) continue;
    const index = path.join(dir, child.name, 'index.d.ts');
    if (fs.existsSync(index)) files.push(index);
  }
  return [path.join(dir, 'index.d.ts'), ...files.sort()];
}

export function createApiProgram(
  rootDir: string,
  packages: readonly string[] = API_PACKAGES,
): ApiProgram {
  const packageDirs = new Map<string, string>();
  const packageVersions = new Map<string, string>();
  const subpaths = new Map<string, string[]>();
  const roots: string[] = [];
  for (const name of packages) {
    const dir = packageDir(rootDir, name);
    packageDirs.set(name, dir);
    packageVersions.set(name, readPackageVersion(rootDir, name));
    const files = entryFiles(dir);
    roots.push(...files);
    subpaths.set(
      name,
      files.map((file) => path.basename(path.dirname(file))).filter((_, index) => index > 0),
    );
  }
  const program = ts.createProgram({ rootNames: roots, options: COMPILER_OPTIONS });
  return {
    program,
    checker: program.getTypeChecker(),
    packageDirs,
    packageVersions,
    subpaths,
    exportsCache: new Map(),
  };
}

/** The exports of a module file in the program (`subpath` '' for the package root), or null. */
export function moduleExports(
  api: ApiProgram,
  packageName: string,
  subpath: string,
): Map<string, ts.Symbol> | null {
  const key = `${packageName}/${subpath}`;
  const cached = api.exportsCache.get(key);
  if (cached !== undefined) return cached;
  const exports = readModuleExports(api, packageName, subpath);
  api.exportsCache.set(key, exports);
  return exports;
}

function readModuleExports(
  api: ApiProgram,
  packageName: string,
  subpath: string,
): Map<string, ts.Symbol> | null {
  const dir = api.packageDirs.get(packageName);
  if (!dir) return null;
  const file = api.program.getSourceFile(path.join(dir, subpath, 'index.d.ts'));
  if (!file) return null;
  const moduleSymbol = api.checker.getSymbolAtLocation(file);
  if (!moduleSymbol) return null;
  const exports = new Map<string, ts.Symbol>();
  for (const symbol of api.checker.getExportsOfModule(moduleSymbol)) {
    exports.set(symbol.getName(), symbol);
  }
  return exports;
}

/** The first subpath module, other than the one named like the export, that exports it by name. */
export function subpathExporting(
  api: ApiProgram,
  packageName: string,
  name: string,
): string | null {
  for (const subpath of api.subpaths.get(packageName) ?? []) {
    if (subpath !== name && moduleExports(api, packageName, subpath)?.has(name)) return subpath;
  }
  return null;
}

/** Follows `export { X } from` aliases to the declared symbol. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The file a declaration sits in, with forward slashes. */
export function declarationFile(node: ts.Node): string {
  return node.getSourceFile().fileName.split(path.sep).join('/');
}

/** Whether a declaration comes from one of the MUI packages (not React, not the DOM library). */
export function isMuiDeclaration(node: ts.Node): boolean {
  return declarationFile(node).includes('/node_modules/@mui/');
}
