/** Builds the ApiDoc of one navigation leaf from the program. */
import ts from 'typescript';
import { classesOfType } from './classes';
import { apiKindOf } from '@/core/apiPageDescription';
import { hookSignature } from './hooks';
import { importLines } from './imports';
import {
  componentDescription,
  pageDemos,
  parseInheritance,
  readDocInfo,
  toSitePathname,
} from './jsdoc';
import { packagesOfProduct } from './navLeaves';
import type { ApiLeaf } from './navLeaves';
import { moduleExports, resolveAlias, subpathExporting } from './program';
import type { ApiProgram } from './program';
import { componentProps, directoryOf, propsTypesOf } from './props';
import { slotsOfType } from './slots';
import { declarationSourceUrl } from './declarationSource';
import { interfaceDoc } from './interfaces';
import { rootNotes, themeComponentName } from './componentNotes';
import type { ApiCssClass, ApiDoc } from './types';

export interface ExtractContext {
  api: ApiProgram;
  /** Every pathname of every navigation tree, to keep only links to pages that exist. */
  navPathnames: ReadonlySet<string>;
}

/** A leaf that cannot be documented; the message names the leaf and what to do. */
export class ApiExtractionError extends Error {}

/** Looks an export up in the package root, the subpath module named like it, then any other subpath module. */
export function findExport(api: ApiProgram, packageName: string, name: string): ts.Symbol | null {
  const fromRoot = moduleExports(api, packageName, '')?.get(name);
  const sub = moduleExports(api, packageName, name);
  const other = subpathExporting(api, packageName, name);
  const symbol =
    fromRoot ??
    sub?.get(name) ??
    sub?.get('default') ??
    (other === null ? undefined : moduleExports(api, packageName, other)?.get(name));
  return symbol ? resolveAlias(api.checker, symbol) : null;
}

/** An exported type (interface or alias) of the package, or null. */
function findExportedType(
  api: ApiProgram,
  packageName: string,
  name: string,
  subpath: string,
): ts.Type | null {
  const symbol =
    moduleExports(api, packageName, '')?.get(name) ??
    moduleExports(api, packageName, subpath)?.get(name);
  if (!symbol) return null;
  const target = resolveAlias(api.checker, symbol);
  if (!(target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) return null;
  return api.checker.getDeclaredTypeOfSymbol(target);
}

function mainDeclaration(symbol: ts.Symbol): ts.Declaration | null {
  return symbol.valueDeclaration ?? symbol.declarations?.[0] ?? null;
}

function notFound(leaf: ApiLeaf, what: string): ApiExtractionError {
  return new ApiExtractionError(
    `API entry ${leaf.pathname} (title ${leaf.name}): ${what}. Fix the title in data/${leaf.area}/pages.ts or remove the entry.`,
  );
}

function classesFor(
  ctx: ExtractContext,
  leaf: ApiLeaf,
  baseName: string,
  propsTypes: readonly ts.Type[],
): ApiCssClass[] {
  const { checker } = ctx.api;
  const fallbackPrefix = `Mui${baseName}`;
  const declared = findExportedType(ctx.api, leaf.packageName, `${baseName}Classes`, leaf.name);
  if (declared) return classesOfType(checker, declared, fallbackPrefix);
  for (const propsType of propsTypes) {
    const classesProp = checker.getPropertyOfType(propsType, 'classes');
    const decl = classesProp && mainDeclaration(classesProp);
    if (classesProp && decl) {
      return classesOfType(
        checker,
        checker.getTypeOfSymbolAtLocation(classesProp, decl),
        fallbackPrefix,
      );
    }
  }
  return [];
}

function isDeprecated(symbol: ts.Symbol): boolean {
  const decl = mainDeclaration(symbol);
  return decl !== null && readDocInfo(decl).deprecated !== null;
}

/**
 * The first package of the leaf's product (MIT, then Pro, then Premium) that exports the name and
 * does not deprecate it, else the first that exports it at all. A lower plan can export a
 * deprecated stand-in of a higher plan's component: @mui/x-data-grid-pro exports a
 * `DataGridPremium` that renders nothing ("Import DataGridPremium instead").
 */
function documentingExport(
  api: ApiProgram,
  leaf: ApiLeaf,
): { packageName: string; target: ts.Symbol } | null {
  const packages = packagesOfProduct(leaf.packageName);
  for (const packageName of packages) {
    const target = findExport(api, packageName, leaf.name);
    if (target && !isDeprecated(target)) return { packageName, target };
  }
  for (const packageName of packages) {
    const target = findExport(api, packageName, leaf.name);
    if (target) return { packageName, target };
  }
  return null;
}

/** A type-only export (interface or type alias, no value of the same name). */
export function isTypeOnly(symbol: ts.Symbol): boolean {
  return (
    (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0 &&
    (symbol.flags & ts.SymbolFlags.Value) === 0
  );
}

export function extractApiDoc(ctx: ExtractContext, leaf: ApiLeaf): ApiDoc {
  const { api, navPathnames } = ctx;
  const { checker } = api;
  const found = documentingExport(api, leaf);
  if (!found) {
    const packages = packagesOfProduct(leaf.packageName);
    const verb = packages.length > 1 ? 'export' : 'exports';
    throw notFound(leaf, `${packages.join(', ')} ${verb} no ${leaf.name}`);
  }
  const { packageName, target } = found;
  const decl = mainDeclaration(target);
  if (!decl) throw notFound(leaf, `${packageName} has no declaration for ${leaf.name}`);
  if (isTypeOnly(target)) {
    return interfaceDoc(api, navPathnames, { ...leaf, packageName }, target, decl);
  }

  const kind = apiKindOf(leaf.name);
  const comment = readDocInfo(decl).description;
  const baseName = leaf.name.replace(/^Unstable_/, '');

  const inherited = parseInheritance(comment);
  const inheritedPath = inherited ? toSitePathname(inherited.url) : null;
  const inheritance = inherited
    ? {
        component: inherited.component,
        pathname: inheritedPath && navPathnames.has(inheritedPath) ? inheritedPath : null,
      }
    : null;
  const inheritedSymbol = inherited ? findExport(api, packageName, inherited.component) : null;
  const inheritedDecl = inheritedSymbol ? mainDeclaration(inheritedSymbol) : null;

  const propsOptions = {
    ownDir: directoryOf(decl),
    inheritedDir: inheritedDecl ? directoryOf(inheritedDecl) : null,
  };
  let propsTypes = kind === 'component' ? propsTypesOf(checker, target) : [];
  let { props, hasHostProps } = componentProps(checker, propsTypes, propsOptions);
  const declaredProps =
    kind === 'component' && props.length === 0
      ? findExportedType(api, packageName, `${baseName}Props`, leaf.name)
      : null;
  if (declaredProps) {
    // Signatures over a generic root element (`Omit<XProps<React.ElementType>, 'ref'>`) can hide
    // every member; the exported `<Name>Props` type still lists them.
    propsTypes = [declaredProps];
    props = componentProps(checker, propsTypes, propsOptions).props;
    hasHostProps = true;
  }
  const classes =
    kind === 'component' ? classesFor(ctx, { ...leaf, packageName }, baseName, propsTypes) : [];
  const slotsType =
    kind === 'component' ? findExportedType(api, packageName, `${baseName}Slots`, leaf.name) : null;
  const hook = kind === 'component' ? null : hookSignature(checker, target);

  const ownVersion = api.packageVersions.get(packageName) ?? '';
  const typeMap =
    kind === 'component'
      ? findExportedType(api, packageName, `${baseName}TypeMap`, leaf.name)
      : null;
  const root =
    kind === 'component'
      ? rootNotes(checker, decl, propsTypesOf(checker, target), typeMap)
      : { refForwarded: false, rootElement: null, rootPropsAccepted: false };

  return {
    name: leaf.name,
    kind,
    area: leaf.area,
    pathname: leaf.pathname,
    packageName,
    packageVersion: ownVersion,
    imports: importLines(api, packageName, leaf.name, target),
    description: componentDescription(comment),
    props,
    slots: slotsType ? slotsOfType(checker, slotsType, classes) : [],
    classes,
    inheritance,
    spread: inheritance
      ? inheritance.component
      : hasHostProps || root.rootPropsAccepted
        ? root.rootElement
        : null,
    refForwarded: root.refForwarded,
    rootElement: root.rootElement,
    themeName: kind === 'component' ? themeComponentName(api, packageName, baseName) : null,
    parameters: hook?.parameters ?? [],
    returnValue: hook?.returnValue ?? [],
    sourceUrl: declarationSourceUrl(api, decl, packageName, kind === 'hook'),
    demos: pageDemos(comment, leaf.area, navPathnames),
  };
}
