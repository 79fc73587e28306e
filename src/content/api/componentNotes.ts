/**
 * What a component's declarations say about its root: whether it forwards a ref, which element is
 * its root, and the theme key under which its default props and style overrides are set.
 */
import ts from 'typescript';
import { moduleExports, resolveAlias } from './program';
import type { ApiProgram } from './program';

/** A DOM interface named in a type's text: `RefObject<HTMLButtonElement>` -> `HTMLButtonElement`. */
export function domInterfaceIn(typeText: string): string | null {
  const names = typeText.match(/\b(?:HTML|SVG)[A-Za-z]*Element\b/g) ?? [];
  // `HTMLElement` and `SVGElement` say no more than "an element".
  return names.find((name) => name !== 'HTMLElement' && name !== 'SVGElement') ?? null;
}

function memberType(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | null {
  const symbol = checker.getPropertyOfType(type, name);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  return symbol && decl ? checker.getTypeOfSymbolAtLocation(symbol, decl) : null;
}

function isRequired(checker: ts.TypeChecker, type: ts.Type, name: string): boolean {
  const symbol = checker.getPropertyOfType(type, name);
  return symbol !== undefined && (symbol.flags & ts.SymbolFlags.Optional) === 0;
}

/**
 * The props of the component's plain call: not the overload that needs `component` (another root)
 * or `href` (a link root). An overridable component declares those first.
 */
export function defaultPropsType(
  checker: ts.TypeChecker,
  propsTypes: readonly ts.Type[],
): ts.Type | null {
  const plain = propsTypes.filter(
    (type) => !isRequired(checker, type, 'component') && !isRequired(checker, type, 'href'),
  );
  return plain[plain.length - 1] ?? null;
}

/** The root element a `<Name>TypeMap` defaults to (`defaultComponent: 'button'`), or null. */
export function typeMapDefaultElement(checker: ts.TypeChecker, typeMap: ts.Type): string | null {
  let type = memberType(checker, typeMap, 'defaultComponent');
  if (type && type.flags & ts.TypeFlags.TypeParameter) {
    type = checker.getDefaultFromTypeParameter(type) ?? null;
  }
  return type && type.isStringLiteral() ? type.value : null;
}

/** Host event handlers whose element type names the root (`FocusEventHandler<HTMLDivElement>`). */
const HOST_HANDLERS = ['onFocus', 'onClick', 'onKeyDown', 'onMouseDown'];

export interface RootNotes {
  refForwarded: boolean;
  rootElement: string | null;
  /**
   * The props of its root element are accepted as its own by the type itself
   * (`PolymorphicComponent`, `OverridableComponent`), even when a generic call hides them.
   */
  rootPropsAccepted: boolean;
}

/**
 * Ref forwarding and the root element, from the plain call's props (a `ref` member, its DOM type,
 * else a host event handler's) and the exported type map. A polymorphic or overridable component
 * whose call is generic has its ref in `React.ComponentPropsWithRef` of the root, which the
 * declaration's type name says.
 */
export function rootNotes(
  checker: ts.TypeChecker,
  declaration: ts.Declaration,
  propsTypes: readonly ts.Type[],
  typeMap: ts.Type | null,
): RootNotes {
  const props = defaultPropsType(checker, propsTypes);
  const refType = props ? memberType(checker, props, 'ref') : null;
  const typeName =
    ts.isVariableDeclaration(declaration) && declaration.type
      ? declaration.type.getText().replace(/<[\s\S]*$/, '')
      : '';
  const rootPropsAccepted = /^(PolymorphicComponent|OverridableComponent|ExtendButtonBase)$/.test(
    typeName,
  );
  const refForwarded =
    (refType !== null && !(refType.flags & ts.TypeFlags.Never)) || rootPropsAccepted;
  const fromMap = typeMap ? typeMapDefaultElement(checker, typeMap) : null;
  if (fromMap) return { refForwarded, rootElement: fromMap, rootPropsAccepted };
  const candidates = [
    refType,
    ...HOST_HANDLERS.map((name) => props && memberType(checker, props, name)),
  ];
  for (const type of candidates) {
    const element = type ? domInterfaceIn(checker.typeToString(type)) : null;
    if (element) return { refForwarded, rootElement: element, rootPropsAccepted };
  }
  return { refForwarded, rootElement: null, rootPropsAccepted };
}

/** Where each package's theme lists its components: the module and the key's prefix. */
const THEME_COMPONENTS: Record<string, { subpath: string; prefix: string }> = {
  '@mui/material': { subpath: 'styles', prefix: 'Mui' },
  '@mui/joy': { subpath: 'styles', prefix: 'Joy' },
};

/**
 * `MuiButton` when the package's theme `Components` type has that key (Joy UI: `JoyButton`);
 * null for a package without a themed component list (Base UI, MUI System).
 */
export function themeComponentName(
  api: ApiProgram,
  packageName: string,
  baseName: string,
): string | null {
  const theme = THEME_COMPONENTS[packageName];
  if (!theme) return null;
  const symbol = moduleExports(api, packageName, theme.subpath)?.get('Components');
  if (!symbol) return null;
  const components = api.checker.getDeclaredTypeOfSymbol(resolveAlias(api.checker, symbol));
  const key = `${theme.prefix}${baseName}`;
  return api.checker.getPropertyOfType(components, key) ? key : null;
}
