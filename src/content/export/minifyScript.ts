/**
 * esbuild's minifier for an inline classic script of the export (./inlineScripts.ts). esbuild is
 * already the build scripts' compiler; no syntax is lowered, the source already runs where the
 * site does. Build time only.
 */
import { transformSync } from 'esbuild';

export function minifyScript(source: string): string {
  return transformSync(source, { loader: 'js', minify: true }).code;
}
