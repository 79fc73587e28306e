/**
 * The API document of a type-only export: an interface or type alias such as `GridColDef` or
 * `GridFilterModel`. Its properties are the members the checker sees (inherited ones included,
 * of a union those every member has), each with its declared type, whether it is optional, and
 * the description, `@default` and `@deprecated` of its doc comment.
 */
import type ts from 'typescript';
import { declarationSourceUrl } from './declarationSource';
import { importLines } from './imports';
import { componentDescription, pageDemos, readDocInfo } from './jsdoc';
import type { ApiLeaf } from './navLeaves';
import type { ApiProgram } from './program';
import { objectMembers } from './props';
import type { ApiDoc } from './types';

/** `import { X } from 'p';` -> `import type { X } from 'p';`: an interface has no value to import. */
export function typeImport(line: string): string {
  return line.replace(/^import \{/, 'import type {');
}

export function interfaceDoc(
  api: ApiProgram,
  navPathnames: ReadonlySet<string>,
  leaf: ApiLeaf,
  target: ts.Symbol,
  decl: ts.Declaration,
): ApiDoc {
  const comment = readDocInfo(decl).description;
  const type = api.checker.getDeclaredTypeOfSymbol(target);
  return {
    name: leaf.name,
    kind: 'interface',
    area: leaf.area,
    pathname: leaf.pathname,
    packageName: leaf.packageName,
    packageVersion: api.packageVersions.get(leaf.packageName) ?? '',
    imports: importLines(api, leaf.packageName, leaf.name, target).map(typeImport),
    description: componentDescription(comment),
    props: objectMembers(api.checker, type),
    slots: [],
    classes: [],
    inheritance: null,
    spread: null,
    refForwarded: false,
    rootElement: null,
    themeName: null,
    parameters: [],
    returnValue: [],
    sourceUrl: declarationSourceUrl(api, decl, leaf.packageName, true),
    demos: pageDemos(comment, leaf.area, navPathnames),
  };
}
