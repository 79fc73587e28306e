/**
 * The generators (API data, the demo registry, the fonts, the English translations split by
 * namespace, the icon finder's files): `runGenerators` runs them in one process (scripts/generate.ts), each skipping its
 * work when its inputs have not changed (each script also runs on its own with tsx). Plain
 * JavaScript so that `npm run dev` starts them without a TypeScript loader of its own
 * (scripts/dev.mjs); `npm run build` (scripts/build.ts) uses it too.
 */
import path from 'node:path';
import { runTimed } from './timedProcess.mjs';

/** The script of each generator, from the project's root. */
export const GENERATOR_SCRIPTS = {
  routes: 'scripts/generate-routes.ts',
  api: 'scripts/generate-api.ts',
  playground: 'scripts/generate-playground.ts',
  demos: 'scripts/generate-demos.ts',
  fonts: 'scripts/generate-fonts.ts',
  translations: 'scripts/generate-translations.ts',
  icons: 'scripts/generate-icons.ts',
};

/**
 * Runs the named generators in one process (scripts/generate.ts) from the project at `root`, each
 * with its arguments from `argsOf`. Resolves with the wall time in seconds; rejects naming the
 * generators that failed.
 */
export async function runGenerators(names, argsOf = {}, root = process.cwd()) {
  const unknown = names.filter((name) => !GENERATOR_SCRIPTS[name]);
  if (unknown.length > 0) {
    throw new Error(
      unknown
        .map(
          (name) =>
            `Unknown generator "${name}": expected one of ${Object.keys(GENERATOR_SCRIPTS)}`,
        )
        .join('\n'),
    );
  }
  const calls = names.map((name) =>
    argsOf[name]?.length ? `${name}:${argsOf[name].join(',')}` : name,
  );
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return runTimed(tsx, ['scripts/generate.ts', ...calls], {
    what: `generate:${names.join(',')}`,
    hint: `\`tsx scripts/generate.ts ${calls.join(' ')}\` printed why above`,
    cwd: root,
  });
}
