/** The import lines that really resolve for an export. */
import type ts from 'typescript';
import { moduleExports, resolveAlias, subpathExporting } from './program';
import type { ApiProgram } from './program';

function exportsSymbol(
  api: ApiProgram,
  exports: Map<string, ts.Symbol> | null,
  exportName: string,
  target: ts.Symbol,
): boolean {
  const symbol = exports?.get(exportName);
  return symbol !== undefined && resolveAlias(api.checker, symbol) === target;
}

/**
 * Default or named import from the subpath module named like the export, or else from the first
 * subpath module exporting it (core packages only), then the named import from the package root.
 */
export function importLines(
  api: ApiProgram,
  packageName: string,
  name: string,
  target: ts.Symbol,
): string[] {
  const lines: string[] = [];
  if (!packageName.startsWith('@mui/x-')) {
    const sub = moduleExports(api, packageName, name);
    const other = subpathExporting(api, packageName, name);
    if (exportsSymbol(api, sub, 'default', target)) {
      lines.push(`import ${name} from '${packageName}/${name}';`);
    } else if (exportsSymbol(api, sub, name, target)) {
      lines.push(`import { ${name} } from '${packageName}/${name}';`);
    } else if (
      other !== null &&
      exportsSymbol(api, moduleExports(api, packageName, other), name, target)
    ) {
      lines.push(`import { ${name} } from '${packageName}/${other}';`);
    }
  }
  if (exportsSymbol(api, moduleExports(api, packageName, ''), name, target)) {
    lines.push(`import { ${name} } from '${packageName}';`);
  }
  return lines;
}
