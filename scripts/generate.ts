/**
 * Runs the named generators in this one process, one after another (scripts/runGenerators.mjs
 * starts it for `npm run dev` and `npm run build`), each given its arguments after a colon:
 *
 *   tsx scripts/generate.ts api demos:--dev fonts translations
 *
 * Each generator skips its work when its inputs have not changed, which takes well under a tenth of
 * a second; starting a TypeScript loader takes a third of one. Four generators in four processes
 * cost about a second of a dev server's start; in one they cost half of that. On a clean clone the
 * API data (about 20 s) dominates either way. Prints each generator's time; exits non-zero, naming
 * the generators that failed, after running all of them.
 */
import { run as api } from './generate-api';
import { run as demos } from './generate-demos';
import { run as fonts } from './generate-fonts';
import { run as icons } from './generate-icons';
import { run as playground } from './generate-playground';
import { run as routes } from './generate-routes';
import { run as translations } from './generate-translations';

/** Each generator, resolving with its exit status (0: done). */
const GENERATORS: Record<string, (args: readonly string[]) => Promise<number>> = {
  routes: () => {
    routes();
    return Promise.resolve(0);
  },
  api: (args) => api(args),
  playground: (args) => Promise.resolve(playground(args)),
  demos: (args) => {
    demos(args);
    return Promise.resolve(0);
  },
  fonts: async (args) => {
    await fonts(args);
    return 0;
  },
  translations: () => {
    translations();
    return Promise.resolve(0);
  },
  icons: (args) => {
    icons(args);
    return Promise.resolve(0);
  },
};

export interface GeneratorCall {
  name: string;
  args: string[];
}

/** `demos:--dev` → { name: 'demos', args: ['--dev'] }; several arguments are comma-separated. */
export function parseGeneratorCall(text: string): GeneratorCall {
  const [name, args = ''] = text.split(/:(.*)/s);
  return { name, args: args === '' ? [] : args.split(',') };
}

async function main(): Promise<void> {
  const calls = process.argv.slice(2).map(parseGeneratorCall);
  const unknown = calls.filter((call) => !(call.name in GENERATORS)).map((call) => call.name);
  if (calls.length === 0 || unknown.length > 0) {
    throw new Error(
      `${unknown.length > 0 ? `unknown generator(s) ${unknown.join(', ')}: ` : ''}usage: tsx scripts/generate.ts <${Object.keys(GENERATORS).join('|')}>[:args]…`,
    );
  }
  const failed: string[] = [];
  const times: string[] = [];
  for (const { name, args } of calls) {
    const started = performance.now();
    try {
      const status = await GENERATORS[name](args);
      if (status !== 0) failed.push(`${name} (exit ${status})`);
    } catch (error) {
      console.error(
        `[${name}] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      failed.push(name);
    }
    times.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`[generate] ${times.join(', ')}`);
  if (failed.length > 0) {
    throw new Error(`failed: ${failed.join(', ')} (each printed why above)`);
  }
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((error: unknown) => {
    console.error(`[generate] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
