/**
 * The generators (API data, the demo registry, the fonts, the English translations split by
 * namespace) run at once, each in its own process:
 * they write separate folders, and each skips its work when its inputs have not changed. Plain
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
 * Runs the named generators at once, each with its arguments from `argsOf`. Resolves with each
 * one's seconds once all have finished; rejects with every failure's message otherwise.
 */
export async function runGenerators(names, argsOf = {}) {
  const results = await Promise.allSettled(names.map((name) => runGenerator(name, argsOf[name])));
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [String(result.reason?.message ?? result.reason)] : [],
  );
  if (failures.length > 0) {
    throw new Error(failures.join('\n'));
  }
  return Object.fromEntries(names.map((name, index) => [name, results[index].value]));
}
