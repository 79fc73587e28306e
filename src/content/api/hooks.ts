/** Parameters and return value of a hook. */
import ts from 'typescript';
import { objectMembers } from './props';
import type { ApiProp } from './types';

export function isHookName(name: string): boolean {
  return /^(unstable_|Unstable_)?use[A-Z]/.test(name);
}

/** Only object types (not primitives, functions or arrays) are documented member by member. */
function isDocumentableObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  const target = checker.getNonNullableType(type);
  if (!(target.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
  if (target.getCallSignatures().length > 0) return false;
  return !checker.isArrayType(target) && !checker.isTupleType(target);
}

export function hookSignature(
  checker: ts.TypeChecker,
  hook: ts.Symbol,
): { parameters: ApiProp[]; returnValue: ApiProp[] } | null {
  const decl = hook.valueDeclaration ?? hook.declarations?.[0];
  if (!decl) return null;
  const signature = checker.getTypeOfSymbolAtLocation(hook, decl).getCallSignatures()[0];
  if (!signature) return null;
  const first = signature.getParameters()[0];
  const paramType = first ? checker.getTypeOfSymbolAtLocation(first, decl) : null;
  const returnType = signature.getReturnType();
  return {
    parameters:
      paramType && isDocumentableObject(checker, paramType)
        ? objectMembers(checker, paramType)
        : [],
    returnValue: isDocumentableObject(checker, returnType)
      ? objectMembers(checker, returnType)
      : [],
  };
}
