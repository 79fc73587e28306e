/**
 * `npm run build`: the generators, `next build`, then scripts/finish-export.ts, timing each phase
 * and printing the breakdown at the end (src/core/buildPhases.ts).
 *
 * - The generators run at once, each in its own process (they write separate folders), and each
 *   skips its work when its inputs have not changed (generate-api.ts and generate-fonts.ts keep a
 *   hash of their inputs). A build over another content folder (DOCS_CONTENT_DIR) does not
 *   generate API data, which only the API pages of data/ read.
 * - Next builds under a 1 GiB heap (docs/performance.md#builds-in-bounded-memory); its output is passed
 *   through, and its compile line splits its time into compiling and prerendering.
 * - With BUILD_PHASES_FILE set, the phases are also written there as JSON (the benchmark reads it).
 *
 *   tsx scripts/build.ts [next build options]
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  compiledSeconds,
  exportStepTiming,
  generatorsFor,
  nextPhases,
  phaseTable,
  type BuildPhase,
} from '@/core/buildPhases';
import { readBuildSettings } from '@/settings/buildSettings.mjs';
import { runGenerators } from './runGenerators.mjs';
import { runTimed } from './timedProcess.mjs';

const ROOT = process.cwd();
const BIN = path.join(ROOT, 'node_modules', '.bin');
/** The heap of Next's build and of the export steps (docs/performance.md#builds-in-bounded-memory). */
const HEAP_MiB = 1024;
/**
 * The young generation's semi-space, in MiB (V8's default is 16 on 64-bit). Prerendering allocates
 * a page's Markdown tree, tokens and HTML and drops them at once: with 64 MiB most of that dies
 * young instead of being copied and promoted, and the 1,000-page corpus build spent about 15% less
 * CPU for some 200 MiB more at its peak (docs/performance.md#builds-in-bounded-memory). The prerender worker
 * threads take V8's flags from this process.
 */
const SEMI_SPACE_MiB = 64;
/** Node's options for a process of the build with an old generation of `oldSpaceMiB`. */
function heapFlags(oldSpaceMiB: number): string[] {
  return [`--max-old-space-size=${oldSpaceMiB}`, `--max-semi-space-size=${SEMI_SPACE_MiB}`];
}
const HEAP_FLAGS = heapFlags(HEAP_MiB);
/**
 * The heap of scripts/finish-export.ts's own process, which rewrites the pages one at a time: with
 * 1 GiB, V8 let the garbage of 10,000 page reads grow it to about 950 MiB before collecting, at
 * the moment the search index process beside it (then under its own 1 GiB; it now streams under
 * 512 MiB) built its index, and the scale build peaked at 2,018 MiB of its 2,048 budget.
 */
const EXPORT_HEAP_MiB = 512;
const EXPORT_FLAGS = heapFlags(EXPORT_HEAP_MiB);
/**
 * Threads of libuv's pool, which runs Node's file calls (its default is 4), for the build's
 * processes. At the end of `next build`, Next copies every prerendered page and its data into the
 * export with a few calls per file, all at once: with 4 threads that took 1.0 s over the
 * 1,000-page corpus, with 16 about 0.5 s. The threads mostly wait on the disk, not on a core.
 */
const FILE_THREADS = '16';

/** Runs a command of the build; each line it prints also goes to `onLine`. */
async function run(
  command: string,
  args: readonly string[],
  what: string,
  onLine: (line: string) => void = () => undefined,
): Promise<{ seconds: number }> {
  const hint = `\`${[path.basename(command), ...args].join(' ')}\` printed why above`;
  return { seconds: await runTimed(command, args, { what, hint, onLine }) };
}

async function generate(): Promise<BuildPhase[]> {
  const generators = generatorsFor(process.env.DOCS_CONTENT_DIR);
  if (!generators.includes('api')) {
    console.log(
      '[build] DOCS_CONTENT_DIR is set: no API data to generate (only data/ has API pages)',
    );
  }
  const started = performance.now();
  await runGenerators(generators);
  return [
    { name: `generate (${generators.join(', ')})`, seconds: (performance.now() - started) / 1000 },
  ];
}

async function nextBuild(extraArgs: readonly string[]): Promise<BuildPhase[]> {
  let compile: number | null = null;
  const { seconds } = await run(
    process.execPath,
    [
      ...HEAP_FLAGS,
      path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'),
      'build',
      ...extraArgs,
    ],
    'next build',
    (line) => {
      compile ??= compiledSeconds(line);
    },
  );
  return nextPhases(seconds, compile);
}

async function finishExport(): Promise<BuildPhase[]> {
  const steps: BuildPhase[] = [];
  const { seconds } = await run(
    path.join(BIN, 'tsx'),
    [...EXPORT_FLAGS, 'scripts/finish-export.ts'],
    'scripts/finish-export.ts',
    (line) => {
      const step = exportStepTiming(line);
      if (step) {
        steps.push(step);
      }
    },
  );
  // A step run beside the others overlaps their time: the rest is what none of them took.
  const inSteps = steps.reduce((sum, step) => sum + (step.beside ? 0 : step.seconds), 0);
  return [
    ...steps,
    { name: 'export: start, sitemap, move', seconds: Math.max(0, seconds - inSteps) },
  ];
}

async function main(): Promise<void> {
  const started = performance.now();
  // The processes this one starts inherit it; a value already set wins.
  process.env.UV_THREADPOOL_SIZE ??= FILE_THREADS;
  const phases: BuildPhase[] = [];
  phases.push(...(await generate()));
  phases.push(...(await nextBuild(process.argv.slice(2))));
  phases.push(...(await finishExport()));
  const total = (performance.now() - started) / 1000;
  console.log(`[build] done in ${total.toFixed(1)} s:\n${phaseTable(phases, total)}`);
  const file = readBuildSettings().buildPhasesFile;
  if (file !== null) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ totalSeconds: total, phases }, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
