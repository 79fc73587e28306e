// `npm test`: every check the project has, in order, stopping at the first failure with its exit
// code. Each step prints a heading and its duration; a summary table closes the run.
//
// Steps that share a `stage` run at once, as many as the machine has cores: each of those is a
// single process on one core (a generator, prettier, eslint, tsc, a short check), so on CI's two
// cores they finish in about half the time. Their output is printed whole when each ends.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';
import { GENERATOR_SCRIPTS } from './runGenerators.mjs';
import { writeTestRun } from './testRunRecord.mjs';

const BIN = path.resolve('node_modules', '.bin');
const GATES_CONFIG = 'playwright.gates.config.ts';

/** The heading of each generator's step; the generators themselves are runGenerators.mjs's. */
const GENERATOR_STEP_NAMES = {
  routes: 'Generate the /zh/ route files',
  api: 'Generate API data',
  playground: 'Generate the playground modules',
  demos: 'Generate demo registry',
  fonts: 'Generate basic latin fonts',
  translations: 'Split the English translations',
  icons: "Write the icon finder's files",
};

/** @type {{ name: string, bin: string, args: string[], stage?: string, before?: () => string | null }[]} */
const STEPS = [
  // The generators write separate files (scripts/build.ts runs them at once too).
  ...Object.entries(GENERATOR_SCRIPTS).map(([generator, script]) => ({
    name: GENERATOR_STEP_NAMES[generator] ?? `Generate ${generator}`,
    bin: 'tsx',
    args: [script],
    // The playground modules are made from the API data: a step of their own, after it.
    stage: generator === 'playground' ? undefined : 'generate',
  })),
  // The longest first: tsc on one core while prettier and then eslint take the other.
  { name: 'Typecheck', bin: 'tsc', args: ['--noEmit'], stage: 'static' },
  { name: 'Format', bin: 'prettier', args: ['--check', '.'], stage: 'static' },
  { name: 'Lint', bin: 'eslint', args: ['.', '--max-warnings', '0'], stage: 'static' },
  { name: 'Unit tests', bin: 'jest', args: [] },
  { name: 'Build', bin: 'next', args: ['build'] },
  { name: 'Finish export', bin: 'tsx', args: ['scripts/finish-export.ts'] },
  { name: 'Content check', bin: 'tsx', args: ['scripts/check-content.ts'], stage: 'content' },
  // Search puts the right page first: the relevance suite and every component page by its name,
  // over the index the export just wrote (docs/search.md).
  {
    name: 'Search relevance',
    bin: 'tsx',
    args: ['scripts/check-search-relevance.ts'],
    stage: 'content',
  },
  {
    name: 'End-to-end tests',
    bin: 'playwright',
    args: ['test'],
    before: () =>
      existsSync(CHROMIUM_PATH)
        ? null
        : "Debian's chromium is missing: run `apt-get install -y chromium`",
  },
  // Site-wide quality gates over the export (scripts/check-links.ts, scripts/validate-html.ts,
  // test/gates): each is its own step, so the summary shows how long each gate took.
  {
    name: 'Gate: valid HTML',
    bin: 'tsx',
    args: ['scripts/validate-html.ts', '--all'],
    stage: 'export files',
  },
  { name: 'Gate: links', bin: 'tsx', args: ['scripts/check-links.ts'], stage: 'export files' },
  {
    name: 'Gate: clean loads',
    bin: 'playwright',
    args: ['test', '-c', GATES_CONFIG, 'loads'],
  },
  {
    name: 'Gate: accessibility',
    bin: 'playwright',
    args: ['test', '-c', GATES_CONFIG, 'a11y', 'keyboard', 'names'],
  },
  {
    name: 'Gate: layout',
    bin: 'playwright',
    args: ['test', '-c', GATES_CONFIG, 'gates/layout.spec'],
  },
  {
    name: 'Gate: fails on broken fixture',
    bin: 'playwright',
    args: ['test', '-c', GATES_CONFIG, 'self-test'],
  },
  // The service worker and analytics tests build their own exports (.e2e-builds/), with the
  // production host and a measurement id set, so they run last.
  {
    name: 'Service worker and analytics',
    bin: 'playwright',
    args: ['test', '-c', 'playwright.services.config.ts'],
  },
  // The author's server, `npm run dev` itself (test/dev): last, because it writes the demo
  // registries of next dev until its teardown writes them in full again.
  {
    name: "Author's server (next dev)",
    bin: 'playwright',
    args: ['test', '-c', 'playwright.dev.config.ts'],
  },
];

/** @param {number} ms */
function formatDuration(ms) {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;
}

/**
 * Runs one command. With `buffered`, its output is collected and returned when it ends, so steps
 * running at once do not interleave their lines; otherwise it goes straight to the terminal and
 * `output` holds only the runner's own message, if any.
 * @param {string} bin
 * @param {string[]} args
 * @param {boolean} [buffered]
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(bin, args, buffered = false) {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, bin), args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', (error) => {
      resolve({ code: 127, output: `${output()}Cannot run ${bin}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      if (signal) {
        resolve({ code: 1, output: `${output()}${bin} was stopped by ${signal}\n` });
      } else {
        resolve({ code: code ?? 1, output: output() });
      }
    });
  });
}

/**
 * @param {{ name: string, command: string, status: string, ms: number }[]} rows
 * @param {number} wallMs the whole run (less than the sum of the rows when steps ran at once)
 */
function printSummary(rows, wallMs) {
  const header = { name: 'Step', command: 'Command', status: 'Result', ms: -1 };
  const all = [header, ...rows];
  const widths = {
    name: Math.max(...all.map((r) => r.name.length)),
    command: Math.max(...all.map((r) => r.command.length)),
    status: Math.max(...all.map((r) => r.status.length)),
  };
  /** @param {{ name: string, command: string, status: string, ms: number }} r */
  const line = (r) =>
    `${r.name.padEnd(widths.name)}  ${r.command.padEnd(widths.command)}  ${r.status.padEnd(
      widths.status,
    )}  ${r.ms < 0 ? 'Duration' : r.status === 'not run' ? '-'.padStart(8) : formatDuration(r.ms).padStart(8)}`;
  console.log('\nSummary');
  console.log(line(header));
  console.log('-'.repeat(line(header).length));
  for (const row of rows) {
    console.log(line(row));
  }
  console.log(
    `${'Total (wall time)'.padEnd(widths.name + widths.command + widths.status + 6)}${formatDuration(wallMs).padStart(8)}`,
  );
}

/** The steps in stages: consecutive steps with the same `stage` form one, others stand alone. */
function stages() {
  /** @type {(typeof STEPS)[]} */
  const result = [];
  for (const step of STEPS) {
    const last = result.at(-1);
    if (last && step.stage && last[0].stage === step.stage) {
      last.push(step);
    } else {
      result.push([step]);
    }
  }
  return result;
}

/** @param {(typeof STEPS)[number]} step */
const commandOf = (step) => [step.bin, ...step.args].join(' ');

/**
 * Runs one step: its heading, the command (its output printed at once, or whole at its end when
 * `buffered`), and its closing line.
 * @param {(typeof STEPS)[number]} step
 * @param {boolean} buffered
 */
async function runStep(step, buffered) {
  const heading = `\n=== [${STEPS.indexOf(step) + 1}/${STEPS.length}] ${step.name}: ${commandOf(step)}\n`;
  if (!buffered) {
    console.log(heading);
  }
  const start = Date.now();
  const problem = step.before?.() ?? null;
  const { code, output } =
    problem === null
      ? await run(step.bin, step.args, buffered)
      : { code: 1, output: `${problem}\n` };
  const ms = Date.now() - start;
  const ok = code === 0;
  if (buffered) {
    console.log(heading);
    process.stdout.write(output);
  } else {
    // Only the runner's own lines (a step that cannot start or was stopped): the command's
    // output has already gone straight to the terminal.
    process.stderr.write(output);
  }
  console.log(
    `\n--- ${step.name} ${ok ? 'passed' : `failed with exit code ${code}`} in ${formatDuration(ms)}`,
  );
  return {
    name: step.name,
    command: commandOf(step),
    status: ok ? 'passed' : `FAILED (${code})`,
    ms,
    code,
  };
}

/**
 * Runs the steps of a stage, at most `slots` at once, in their order.
 * @param {(typeof STEPS)} steps
 * @param {number} slots
 */
async function runStage(steps, slots) {
  const buffered = steps.length > 1;
  /** @type {Awaited<ReturnType<typeof runStep>>[]} */
  const results = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next;
      next += 1;
      results[index] = await runStep(steps[index], buffered);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, steps.length) }, worker));
  return results;
}

async function main() {
  const slots = Math.max(1, os.availableParallelism());
  /** @type {{ name: string, command: string, status: string, ms: number }[]} */
  const rows = [];
  const started = Date.now();
  for (const stage of stages()) {
    const results = await runStage(stage, slots);
    rows.push(...results.map(({ name, command, status, ms }) => ({ name, command, status, ms })));
    const failed = results.find((result) => result.code !== 0);
    if (failed) {
      const ran = new Set(rows.map((row) => row.name));
      for (const skipped of STEPS.filter((step) => !ran.has(step.name))) {
        rows.push({ name: skipped.name, command: commandOf(skipped), status: 'not run', ms: 0 });
      }
      printSummary(rows, Date.now() - started);
      process.exit(failed.code);
    }
  }
  const wallMs = Date.now() - started;
  printSummary(rows, wallMs);
  // The bench prints these times beside their budgets (scripts/testRunRecord.mjs).
  writeTestRun({
    finishedAt: new Date().toISOString(),
    cores: slots,
    wallSeconds: Math.round(wallMs / 1000),
    steps: rows.map((row) => ({ name: row.name, seconds: Math.round(row.ms / 1000) })),
  });
  console.log('\nAll checks passed.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
