/**
 * The generators (API data, the demo registry, the fonts, the English translations split by
 * namespace): `runGenerators` runs them in one process (scripts/generate.ts), each skipping its
 * work when its inputs have not changed; `runGenerator` runs one in a process of its own. Plain
 * JavaScript so that `npm run dev` starts them without a TypeScript loader of its own
 * (scripts/predev.mjs); `npm run build` (scripts/build.ts) uses it too.
 */
import path from 'node:path';
import { runTimed } from './timedProcess.mjs';

/** The script of each generator, from the project's root. */
export const GENERATOR_SCRIPTS = {
  api: 'scripts/generate-api.ts',
  demos: 'scripts/generate-demos.ts',
  fonts: 'scripts/generate-fonts.ts',
  translations: 'scripts/generate-translations.ts',
};

/**
 * Runs one generator with tsx; its output goes to the console. Resolves with its wall time in
 * seconds, rejects with the command and its exit status when it fails.
 */
export function runGenerator(name, args = [], root = process.cwd()) {
  const script = GENERATOR_SCRIPTS[name];
  if (!script) {
    return Promise.reject(
      new Error(`Unknown generator "${name}": expected one of ${Object.keys(GENERATOR_SCRIPTS)}`),
    );
  }
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return runTimed(tsx, [script, ...args], {
    what: `generate:${name}`,
    hint: `\`tsx ${[script, ...args].join(' ')}\` printed why above`,
    cwd: root,
  });
}

/**
 * Runs the named generators in one process (scripts/generate.ts), each with its arguments from
 * `argsOf`. Resolves with the wall time in seconds; rejects naming the generators that failed.
 */
export async function runGenerators(names, argsOf = {}) {
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
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  return runTimed(tsx, ['scripts/generate.ts', ...calls], {
    what: `generate (${names.join(', ')})`,
    hint: `\`tsx scripts/generate.ts ${calls.join(' ')}\` printed why above`,
  });
}
