/**
 * The authored navigation trees, data/<area>/pages.ts, read as content instead of imported as
 * modules. Imported, a tree belongs to every route's server code: under `next dev` an edit makes
 * Next evaluate all of a route's modules again (about two seconds on a component page) before the
 * open page can show it. Read here, a tree is content like a Markdown page: the watcher
 * (scripts/dev/contentWatcher.mjs) moves the content version on, and the open page fetches its
 * props again. The files stay TypeScript, type-checked by `npm test` (`import type` only: a tree
 * is data); esbuild strips the types (about a tenth of a second for the five files, where
 * TypeScript's own transpiler took over half a second to load). Node only; next.config.mjs keeps
 * esbuild out of the server bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from 'esbuild';
import { asNavTree } from '@/core/navEntryShape';
import { NAV_AREAS, type NavArea, type NavEntry } from '@/core/navigationTypes';

/** data/<area>/pages.ts of every area. */
export function authoredTreeFiles(dataDir: string): Record<NavArea, string> {
  return Object.fromEntries(
    NAV_AREAS.map((area) => [area, path.join(dataDir, area, 'pages.ts')]),
  ) as Record<NavArea, string>;
}

/** One navigation file's default export, checked to be a tree. */
export function readAuthoredTree(file: string): NavEntry[] {
  const shown = path.relative(process.cwd(), file) || file;
  const source = fs.readFileSync(file, 'utf8');
  let code: string;
  try {
    code = transformSync(source, { loader: 'ts', format: 'cjs', sourcefile: shown }).code;
  } catch (error) {
    // esbuild's message names the file, line and column of each syntax error.
    throw new Error(error instanceof Error ? error.message : String(error));
  }
  const module = { exports: {} as Record<string, unknown> };
  const refuse = (specifier: string): never => {
    throw new Error(
      `${shown} imports ${specifier}: a navigation file is data, with \`import type\` only. Write the entries in the file.`,
    );
  };
  new vm.Script(code, { filename: file }).runInNewContext({
    module,
    exports: module.exports,
    require: refuse,
  });
  return asNavTree(module.exports.default, shown);
}
