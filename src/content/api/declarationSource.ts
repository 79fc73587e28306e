/** Where a declaration comes from: its package, and the URL of its source at the installed tag. */
import type ts from 'typescript';
import type { ApiProgram } from './program';
import { sourceUrl } from './sourceUrl';

/** `.../node_modules/@mui/base/useButton/useButton.d.ts` -> package and relative path. */
export function declaringPackage(
  fileName: string,
): { packageName: string; relative: string } | null {
  const match = /\/node_modules\/(@mui\/[^/]+)\/(.+)$/.exec(fileName.split('\\').join('/'));
  return match ? { packageName: match[1], relative: match[2] } : null;
}

/**
 * The GitHub URL of the source a declaration was generated from. `plainTypeScript`: the source is
 * a `.ts` file (a hook, an interface), not a `.tsx` component.
 */
export function declarationSourceUrl(
  api: ApiProgram,
  decl: ts.Declaration,
  packageName: string,
  plainTypeScript: boolean,
): string {
  const file = decl.getSourceFile();
  const declaring = declaringPackage(file.fileName);
  const declaringName = declaring?.packageName ?? packageName;
  const ownVersion = api.packageVersions.get(packageName) ?? '';
  return sourceUrl({
    packageName: declaringName,
    relativeDts: declaring?.relative ?? '',
    dtsText: file.text,
    isHook: plainTypeScript,
    // The monorepo release for core packages, the package's own version for X.
    tagVersion: declaringName.startsWith('@mui/x-')
      ? (api.packageVersions.get(declaringName) ?? ownVersion)
      : (api.packageVersions.get('@mui/material') ?? ''),
  });
}
