/** Builds the ApiDoc of one navigation leaf from the program. */
import ts from 'typescript';
import { classesOfType } from './classes';
import { apiKindOf } from '@/core/apiPageDescription';
import { hookSignature } from './hooks';
import { importLines } from './imports';
import {
  componentDescription,
  parseDemoLinks,
  parseInheritance,
  readDocInfo,
  toSitePathname,
} from './jsdoc';
import type { ApiLeaf } from './navLeaves';
import { moduleExports, resolveAlias, subpathExporting } from './program';
import type { ApiProgram } from './program';
import { componentProps, directoryOf, propsTypesOf } from './props';
import { slotsOfType } from './slots';
import { sourceUrl } from './sourceUrl';
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

/** `.../node_modules/@mui/base/useButton/useButton.d.ts` -> package and relative path. */
function declaringPackage(fileName: string): { packageName: string; relative: string } | null {
  const match = /\/node_modules\/(@mui\/[^/]+)\/(.+)$/.exec(fileName.split('\\').join('/'));
  return match ? { packageName: match[1], relative: match[2] } : null;
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

export function extractApiDoc(ctx: ExtractContext, leaf: ApiLeaf): ApiDoc {
  const { api, navPathnames } = ctx;
  const { checker } = api;
  const target = findExport(api, leaf.packageName, leaf.name);
  if (!target) throw notFound(leaf, `${leaf.packageName} exports no ${leaf.name}`);
  const decl = mainDeclaration(target);
  if (!decl) throw notFound(leaf, `${leaf.packageName} has no declaration for ${leaf.name}`);

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
  const inheritedSymbol = inherited ? findExport(api, leaf.packageName, inherited.component) : null;
  const inheritedDecl = inheritedSymbol ? mainDeclaration(inheritedSymbol) : null;

  const propsOptions = {
    ownDir: directoryOf(decl),
    inheritedDir: inheritedDecl ? directoryOf(inheritedDecl) : null,
  };
  let propsTypes = kind === 'component' ? propsTypesOf(checker, target) : [];
  let { props, hasHostProps } = componentProps(checker, propsTypes, propsOptions);
  const declaredProps =
    kind === 'component' && props.length === 0
      ? findExportedType(api, leaf.packageName, `${baseName}Props`, leaf.name)
      : null;
  if (declaredProps) {
    // Signatures over a generic root element (`Omit<XProps<React.ElementType>, 'ref'>`) can hide
    // every member; the exported `<Name>Props` type still lists them.
    propsTypes = [declaredProps];
    props = componentProps(checker, propsTypes, propsOptions).props;
    hasHostProps = true;
  }
  const classes = kind === 'component' ? classesFor(ctx, leaf, baseName, propsTypes) : [];
  const slotsType =
    kind === 'component'
      ? findExportedType(api, leaf.packageName, `${baseName}Slots`, leaf.name)
      : null;
  const hook = kind === 'component' ? null : hookSignature(checker, target);

  const demos: ApiDoc['demos'] = [];
  for (const link of parseDemoLinks(comment)) {
    const pathname = toSitePathname(link.url);
    if (pathname && navPathnames.has(pathname) && !demos.some((d) => d.pathname === pathname)) {
      demos.push({ title: link.title, pathname });
    }
  }
  // A component shared by two areas (Base UI's TextareaAutosize, re-exported by Material UI)
  // links the demo page of each: the page of one area lists its own area's demos.
  const ownAreaDemos = demos.filter((demo) => demo.pathname.startsWith(`/${leaf.area}/`));

  const file = decl.getSourceFile();
  const declaring = declaringPackage(file.fileName);
  const declaringName = declaring?.packageName ?? leaf.packageName;
  const coreVersion = api.packageVersions.get('@mui/material') ?? '';
  const ownVersion = api.packageVersions.get(leaf.packageName) ?? '';

  return {
    name: leaf.name,
    kind,
    area: leaf.area,
    pathname: leaf.pathname,
    packageName: leaf.packageName,
    packageVersion: ownVersion,
    imports: importLines(api, leaf.packageName, leaf.name, target),
    description: componentDescription(comment),
    props,
    slots: slotsType ? slotsOfType(checker, slotsType, classes) : [],
    classes,
    inheritance,
    spread: inheritance ? inheritance.component : hasHostProps ? 'the root element' : null,
    parameters: hook?.parameters ?? [],
    returnValue: hook?.returnValue ?? [],
    sourceUrl: sourceUrl({
      packageName: declaringName,
      relativeDts: declaring?.relative ?? '',
      dtsText: file.text,
      isHook: kind === 'hook',
      tagVersion: declaringName.startsWith('@mui/x-')
        ? (api.packageVersions.get(declaringName) ?? ownVersion)
        : coreVersion,
    }),
    demos: ownAreaDemos.length > 0 ? ownAreaDemos : demos,
  };
}
