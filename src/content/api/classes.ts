/** CSS classes of a component, from its `<Name>Classes` interface and the prefix its JS uses. */
import fs from 'node:fs';
import type ts from 'typescript';
import { readDocInfo } from './jsdoc';
import type { ApiCssClass } from './types';

/**
 * State classes that `generateUtilityClass` of @mui/utils turns into `Mui-<state>` instead of
 * `<prefix>-<key>` (see @mui/utils/generateUtilityClass).
 */
export const GLOBAL_STATE_CLASSES: ReadonlySet<string> = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/** The component prefix passed to `generateUtilityClass(es)` in a classes module's JS, e.g. `MuiSlider`. */
export function classPrefixFromSource(js: string): string | null {
  const match = /generateUtilityClass(?:es)?\(\s*['"]([A-Za-z0-9_-]+)['"]/.exec(js);
  return match ? match[1] : null;
}

/** The class name the installed version generates for a key. */
export function className(prefix: string, key: string): string {
  return GLOBAL_STATE_CLASSES.has(key) ? `Mui-${key}` : `${prefix}-${key}`;
}

/** Reads the prefix from the `.js` file next to the `.d.ts` declaring the classes interface. */
export function classPrefixForDeclaration(declFile: string, fallback: string): string {
  const jsFile = declFile.replace(/\.d\.ts$/, '.js');
  if (!fs.existsSync(jsFile)) return fallback;
  return classPrefixFromSource(fs.readFileSync(jsFile, 'utf8')) ?? fallback;
}

/** The classes of a classes type (interface or `Partial<...>` of one), sorted by key. */
export function classesOfType(
  checker: ts.TypeChecker,
  type: ts.Type,
  fallbackPrefix: string,
): ApiCssClass[] {
  const classes: ApiCssClass[] = [];
  for (const symbol of checker.getPropertiesOfType(checker.getNonNullableType(type))) {
    const decl = symbol.declarations?.[0];
    if (!decl) continue;
    const prefix = classPrefixForDeclaration(decl.getSourceFile().fileName, fallbackPrefix);
    classes.push({
      key: symbol.getName(),
      className: className(prefix, symbol.getName()),
      description: readDocInfo(decl).description,
    });
  }
  return classes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
