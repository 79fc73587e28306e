/**
 * Parameters and return value of a hook, from its declaration: each parameter with its type,
 * default and `@param` text, the members of an options object (`options.noSsr`), and the return
 * value as one entry, or member by member when it is an object (`getRootProps`, …).
 */
import ts from 'typescript';
import { normalizeWhitespace } from './jsdoc';
import { objectMembers } from './props';
import type { ApiProp } from './types';

export function isHookName(name: string): boolean {
  return /^(unstable_|Unstable_)?use[A-Z]/.test(name);
}

/** The name of the single entry documenting a return value that is not an object. */
export const RETURN_ENTRY_NAME = 'returns';

/** Only object types (not primitives, functions or arrays) are documented member by member. */
function isDocumentableObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  const target = checker.getNonNullableType(type);
  if (!(target.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
  // An optional generic (`defaultTheme?: T`) is `T & {}` once undefined is removed: not an object.
  if (target.isIntersection() && target.types.some((part) => part.isTypeParameter())) return false;
  if (target.getCallSignatures().length > 0) return false;
  return !checker.isArrayType(target) && !checker.isTupleType(target);
}

function jsDocText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  return normalizeWhitespace(ts.getTextOfJSDocComment(comment) ?? '');
}

/** A type as written, with a type parameter's default or constraint (`T` → `T = Theme`). */
function typeText(checker: ts.TypeChecker, node: ts.TypeNode | undefined, type: ts.Type): string {
  if (!node) return normalizeWhitespace(checker.typeToString(type));
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) {
    const decl = checker.getSymbolAtLocation(node.typeName)?.declarations?.[0];
    if (decl && ts.isTypeParameterDeclaration(decl)) {
      const bound = decl.default ?? decl.constraint;
      if (bound) return normalizeWhitespace(`${node.getText()} = ${bound.getText()}`);
    }
  }
  return normalizeWhitespace(node.getText());
}

function parameterEntry(
  checker: ts.TypeChecker,
  parameter: ts.ParameterDeclaration,
  type: ts.Type,
): ApiProp {
  const tag = ts.getJSDocParameterTags(parameter)[0];
  return {
    name: parameter.name.getText(),
    type: typeText(checker, parameter.type, type),
    defaultValue: parameter.initializer
      ? normalizeWhitespace(parameter.initializer.getText())
      : null,
    description: tag ? jsDocText(tag.comment) : '',
    required: !parameter.questionToken && !parameter.initializer && !parameter.dotDotDotToken,
    deprecated: null,
  };
}

function returnEntry(
  checker: ts.TypeChecker,
  declaration: ts.SignatureDeclaration | undefined,
  type: ts.Type,
): ApiProp {
  const tag = declaration ? ts.getJSDocReturnTag(declaration) : undefined;
  return {
    name: RETURN_ENTRY_NAME,
    type: typeText(checker, declaration?.type, type),
    defaultValue: null,
    description: tag ? jsDocText(tag.comment) : '',
    required: true,
    deprecated: null,
  };
}

export function hookSignature(
  checker: ts.TypeChecker,
  hook: ts.Symbol,
): { parameters: ApiProp[]; returnValue: ApiProp[] } | null {
  const decl = hook.valueDeclaration ?? hook.declarations?.[0];
  if (!decl) return null;
  const signature = checker.getTypeOfSymbolAtLocation(hook, decl).getCallSignatures()[0];
  if (!signature) return null;
  const parameters: ApiProp[] = [];
  const symbols = signature.getParameters();
  for (const symbol of symbols) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
    const parameter = symbol.valueDeclaration;
    const documentable = isDocumentableObject(checker, type);
    if (symbols.length === 1 && documentable) {
      // A hook of one parameters object (Base UI's `useButton(parameters)`): its members are
      // the parameters a reader passes.
      parameters.push(...objectMembers(checker, type));
      continue;
    }
    if (parameter && ts.isParameter(parameter)) {
      parameters.push(parameterEntry(checker, parameter, type));
    }
    if (documentable) {
      const name = symbol.getName();
      parameters.push(
        ...objectMembers(checker, type).map((member) => ({
          ...member,
          name: `${name}.${member.name}`,
        })),
      );
    }
  }
  const returnType = signature.getReturnType();
  const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  return {
    parameters,
    returnValue: isDocumentableObject(checker, returnType)
      ? objectMembers(checker, returnType)
      : [returnEntry(checker, declaration, returnType)],
  };
}
