/**
 * Turns the code a reader typed into a component: sucrase strips the TypeScript, compiles the JSX
 * for React's automatic runtime and the imports to `require` calls, which resolve only from the
 * demo folder's scope (src/core/liveScope.ts). Runs in the browser, in the editor's lazily loaded
 * chunk only; the code never leaves the page.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { transform, type Transform } from 'sucrase';
import { requireFromScope, type LiveScope } from '@/core/liveScope';
import type { CodeVariant } from '@/core/codePreferences';

/** React itself: every demo may import it, whatever its folder's demos wrote. */
const BASE_SCOPE: LiveScope = { react: React, 'react/jsx-runtime': jsxRuntime };

function isComponent(value: unknown): value is React.ComponentType {
  return (
    typeof value === 'function' ||
    // memo() and forwardRef() components are objects that React knows by their type tag.
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** A namespace object as the compiled imports expect an ES module: marked, with its default. */
function asEsModule(module: unknown): unknown {
  if (typeof module !== 'object' || module === null) {
    return { __esModule: true, default: module };
  }
  if ('__esModule' in module) {
    return module;
  }
  return { ...module, __esModule: true, default: 'default' in module ? module.default : module };
}

/**
 * The default export of `code` (TypeScript or JavaScript with JSX). Throws the compiler's error for
 * a syntax error, the scope's for an import it does not provide, and one saying what to write when
 * the code exports no component.
 */
export function compileDemo(
  code: string,
  language: CodeVariant,
  scope: LiveScope,
): React.ComponentType {
  const transforms: Transform[] =
    language === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'];
  const compiled = transform(code, { transforms, jsxRuntime: 'automatic', production: true }).code;
  const fullScope: LiveScope = { ...scope, ...BASE_SCOPE };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  // The compiled code runs as a module body with its own `require`: nothing but the scope reaches it.
  const run = new Function('require', 'module', 'exports', compiled) as (
    require: (specifier: string) => unknown,
    module: { exports: Record<string, unknown> },
    exports: Record<string, unknown>,
  ) => void;
  run((specifier) => asEsModule(requireFromScope(fullScope, specifier)), module, module.exports);
  const component = module.exports.default;
  if (!isComponent(component)) {
    throw new Error(
      'The code exports no component: keep "export default function Demo() { … }" (any name) at its end',
    );
  }
  return component;
}
