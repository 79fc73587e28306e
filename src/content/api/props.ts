/** Props (and other documented members) read from the checker's view of a type. */
import path from 'node:path';
import ts from 'typescript';
import { normalizeWhitespace, readDocInfo } from './jsdoc';
import { declarationFile, isMuiDeclaration } from './program';
import type { ApiProp } from './types';

/** For a member typed by a bare type parameter (`component: C`), the text of its constraint. */
function typeParameterConstraint(checker: ts.TypeChecker, node: ts.TypeNode): string | null {
  if (!ts.isTypeReferenceNode(node) || node.typeArguments) return null;
  const symbol = checker.getSymbolAtLocation(node.typeName);
  const decl = symbol?.declarations?.[0];
  return decl && ts.isTypeParameterDeclaration(decl) && decl.constraint
    ? decl.constraint.getText()
    : null;
}

/** The type of a member as written in its declaration, whitespace normalised. */
export function declaredTypeText(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  decl: ts.Declaration,
): string {
  if ((ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && decl.type) {
    return normalizeWhitespace(typeParameterConstraint(checker, decl.type) ?? decl.type.getText());
  }
  if (ts.isMethodSignature(decl) || ts.isMethodDeclaration(decl)) {
    const typeParams = decl.typeParameters
      ? `<${decl.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
    const params = decl.parameters.map((p) => p.getText()).join(', ');
    const returns = decl.type ? decl.type.getText() : 'void';
    return normalizeWhitespace(`${typeParams}(${params}) => ${returns}`);
  }
  return normalizeWhitespace(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl)));
}

/** The declaration of a member that documents it: the last MUI declaration with a doc comment, else the first MUI one. */
export function documentingDeclaration(symbol: ts.Symbol): ts.Declaration | null {
  const muiDecls = (symbol.declarations ?? []).filter(isMuiDeclaration);
  const documented = muiDecls.filter((decl) => ts.getJSDocCommentsAndTags(decl).some(ts.isJSDoc));
  return documented[documented.length - 1] ?? muiDecls[0] ?? null;
}

export function isOptional(symbol: ts.Symbol): boolean {
  return (symbol.flags & ts.SymbolFlags.Optional) !== 0;
}

/** The string literals a type node names, in source order, through unions and type aliases. */
function literalsInSourceOrder(checker: ts.TypeChecker, node: ts.TypeNode, depth = 0): string[] {
  if (depth > 8) return [];
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return [node.literal.text];
  if (ts.isParenthesizedTypeNode(node)) return literalsInSourceOrder(checker, node.type, depth + 1);
  if (ts.isUnionTypeNode(node)) {
    return node.types.flatMap((member) => literalsInSourceOrder(checker, member, depth + 1));
  }
  if (ts.isTypeReferenceNode(node)) {
    if (node.typeArguments) {
      return node.typeArguments.flatMap((arg) => literalsInSourceOrder(checker, arg, depth + 1));
    }
    const symbol = checker.getSymbolAtLocation(node.typeName);
    const target =
      symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const alias = target?.declarations?.find(ts.isTypeAliasDeclaration);
    return alias ? literalsInSourceOrder(checker, alias.type, depth + 1) : [];
  }
  return [];
}

/**
 * The string values a member accepts, when its type (as the checker resolves it, aliases and
 * `OverridableStringUnion` included) is a union of two or more string literals and nothing else
 * but `undefined`/`null`; null otherwise. The playground offers them as choices.
 */
export function stringLiteralValues(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  decl: ts.Declaration,
): string[] | null {
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, decl));
  if (!type.isUnion()) return null;
  const values: string[] = [];
  for (const member of type.types) {
    if (!member.isStringLiteral()) return null;
    values.push(member.value);
  }
  const declared = (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && decl.type;
  const order = declared ? literalsInSourceOrder(checker, declared) : [];
  const rank = (value: string) => {
    const index = order.indexOf(value);
    return index === -1 ? order.length : index;
  };
  values.sort((a, b) => rank(a) - rank(b));
  return values.length >= 2 ? values : null;
}

/** One member as an ApiProp, or null when no MUI declaration describes it. */
export function toApiProp(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  required: boolean,
): ApiProp | null {
  const decl = documentingDeclaration(symbol);
  if (!decl) return null;
  const info = readDocInfo(decl);
  const values = stringLiteralValues(checker, symbol, decl);
  const prop: ApiProp = {
    name: symbol.getName(),
    type: declaredTypeText(checker, symbol, decl),
    defaultValue: info.defaultValue,
    description: info.description,
    required,
    deprecated: info.deprecated,
    ...(values ? { values } : {}),
  };
  if (info.callback && isCallable(checker, checker.getTypeOfSymbolAtLocation(symbol, decl))) {
    prop.callback = info.callback;
  }
  return prop;
}

/** A function type, also when optional (`((event) => void) | undefined`). */
function isCallable(checker: ts.TypeChecker, type: ts.Type): boolean {
  const defined = checker.getNonNullableType(type);
  const members = defined.isUnion() ? defined.types : [defined];
  return members.some((member) => member.getCallSignatures().length > 0);
}

export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The members of an object type as ApiProps (MUI-declared only), sorted by name. */
export function objectMembers(checker: ts.TypeChecker, type: ts.Type): ApiProp[] {
  const props: ApiProp[] = [];
  for (const symbol of checker.getPropertiesOfType(checker.getNonNullableType(type))) {
    const prop = toApiProp(checker, symbol, !isOptional(symbol));
    if (prop) props.push(prop);
  }
  return props.sort(byName);
}

/** The type of each call signature's first parameter: the props of a function component. */
export function propsTypesOf(checker: ts.TypeChecker, component: ts.Symbol): ts.Type[] {
  const decl = component.valueDeclaration ?? component.declarations?.[0];
  if (!decl) return [];
  const type = checker.getTypeOfSymbolAtLocation(component, decl);
  // `React.JSXElementConstructor<P>` is a union of a function and a class type.
  const members = type.isUnion() ? type.types : [type];
  const signatures = members.flatMap((member) => [
    ...member.getCallSignatures(),
    ...member.getConstructSignatures(),
  ]);
  const types: ts.Type[] = [];
  for (const signature of signatures) {
    const first = signature.getParameters()[0];
    if (!first) continue;
    types.push(checker.getTypeOfSymbolAtLocation(first, decl));
  }
  return types;
}

export interface ComponentPropsOptions {
  /** Directory of the component's own declaration files (forward slashes, trailing slash). */
  ownDir: string;
  /** Directory of the inherited component's declaration files, when it inherits one. */
  inheritedDir: string | null;
}

/** Members that are never documented as own props unless declared beside the component. */
const COMMON_PROPS = new Set(['className', 'style']);

/** Members that React handles itself, never documented as props. */
const REACT_PROPS = new Set(['key', 'ref']);

export function directoryOf(node: ts.Node): string {
  return `${path.posix.dirname(declarationFile(node))}/`;
}

/**
 * The component's props across all its call signatures: MUI-declared members only, without the
 * members that only the inherited component declares. A prop is required when every signature requires it.
 */
export function componentProps(
  checker: ts.TypeChecker,
  propsTypes: readonly ts.Type[],
  options: ComponentPropsOptions,
): { props: ApiProp[]; hasHostProps: boolean } {
  const seen = new Map<string, { symbol: ts.Symbol; required: boolean; count: number }>();
  let hasHostProps = false;
  for (const propsType of propsTypes) {
    for (const symbol of checker.getPropertiesOfType(propsType)) {
      const decls = symbol.declarations ?? [];
      if (
        !REACT_PROPS.has(symbol.getName()) &&
        decls.some((decl) => declarationFile(decl).includes('/@types/react/'))
      ) {
        hasHostProps = true;
      }
      const entry = seen.get(symbol.getName());
      if (entry) {
        entry.count += 1;
        entry.required = entry.required && !isOptional(symbol);
      } else {
        seen.set(symbol.getName(), { symbol, required: !isOptional(symbol), count: 1 });
      }
    }
  }
  const props: ApiProp[] = [];
  for (const [name, { symbol, required, count }] of seen) {
    const muiDecls = (symbol.declarations ?? []).filter(isMuiDeclaration);
    if (muiDecls.length === 0 || REACT_PROPS.has(name)) continue;
    const own = muiDecls.some((decl) => directoryOf(decl) === options.ownDir);
    if (!own) {
      if (COMMON_PROPS.has(name)) continue;
      const { inheritedDir } = options;
      if (inheritedDir && muiDecls.some((decl) => directoryOf(decl) === inheritedDir)) continue;
    }
    const prop = toApiProp(checker, symbol, required && count === propsTypes.length);
    if (prop) props.push(prop);
  }
  return { props: props.sort(byName), hasHostProps };
}
