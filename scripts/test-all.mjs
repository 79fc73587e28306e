// `npm test`: every check the project has, in order, stopping at the first failure with its exit
// code. Each step prints a heading and its duration; a summary table closes the run.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const BIN = path.resolve('node_modules', '.bin');
const CHROMIUM = '/usr/bin/chromium';
const GATES_CONFIG = 'playwright.gates.config.ts';

/** @type {{ name: string, bin: string, args: string[], before?: () => string | null }[]} */
const STEPS = [
  { name: 'Generate API data', bin: 'tsx', args: ['scripts/generate-api.ts'] },
  { name: 'Generate demo registry', bin: 'tsx', args: ['scripts/generate-demos.ts'] },
  { name: 'Generate basic latin fonts', bin: 'tsx', args: ['scripts/generate-fonts.ts'] },
  { name: 'Format', bin: 'prettier', args: ['--check', '.'] },
  { name: 'Lint', bin: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'Typecheck', bin: 'tsc', args: ['--noEmit'] },
  { name: 'Unit tests', bin: 'jest', args: [] },
  { name: 'Build', bin: 'next', args: ['build'] },
  { name: 'Finish export', bin: 'tsx', args: ['scripts/finish-export.ts'] },
  { name: 'Content check', bin: 'tsx', args: ['scripts/check-content.ts'] },
  // Search puts the right page first: the relevance suite and every component page by its name,
  // over the index the export just wrote (issue 22).
  { name: 'Search relevance', bin: 'tsx', args: ['scripts/check-search-relevance.ts'] },
  {
    name: 'End-to-end tests',
    bin: 'playwright',
    args: ['test'],
    before: () =>
      existsSync(CHROMIUM)
        ? null
        : "Debian's chromium is missing: run `apt-get install -y chromium`",
  },
  // Site-wide quality gates over the export (scripts/check-links.ts, scripts/validate-html.ts,
  // test/gates): each is its own step, so the summary shows how long each gate took.
  { name: 'Gate: links', bin: 'tsx', args: ['scripts/check-links.ts'] },
  { name: 'Gate: valid HTML', bin: 'tsx', args: ['scripts/validate-html.ts', '--all'] },
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
];

/** @param {number} ms */
function formatDuration(ms) {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;
}

/**
 * @param {string} bin
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function run(bin, args) {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, bin), args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Cannot run ${bin}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (signal) {
        console.error(`${bin} was stopped by ${signal}`);
        resolve(1);
      } else {
        resolve(code ?? 1);
      }
    });
  });
}

/** @param {{ name: string, command: string, status: string, ms: number }[]} rows */
function printSummary(rows) {
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
  const total = rows.reduce((sum, r) => sum + r.ms, 0);
  console.log(
    `${'Total'.padEnd(widths.name + widths.command + widths.status + 6)}${formatDuration(total).padStart(8)}`,
  );
}

async function main() {
  /** @type {{ name: string, command: string, status: string, ms: number }[]} */
  const rows = [];
  for (const [index, step] of STEPS.entries()) {
    const command = [step.bin, ...step.args].join(' ');
    console.log(`\n=== [${index + 1}/${STEPS.length}] ${step.name}: ${command}\n`);
    const start = Date.now();
    const problem = step.before?.() ?? null;
    const code = problem === null ? await run(step.bin, step.args) : 1;
    if (problem !== null) {
      console.error(problem);
    }
    const ms = Date.now() - start;
    const ok = code === 0;
    rows.push({ name: step.name, command, status: ok ? 'passed' : `FAILED (${code})`, ms });
    console.log(
      `\n--- ${step.name} ${ok ? 'passed' : `failed with exit code ${code}`} in ${formatDuration(ms)}`,
    );
    if (!ok) {
      for (const skipped of STEPS.slice(index + 1)) {
        rows.push({
          name: skipped.name,
          command: [skipped.bin, ...skipped.args].join(' '),
          status: 'not run',
          ms: 0,
        });
      }
      printSummary(rows);
      process.exit(code);
    }
  }
  printSummary(rows);
  console.log('\nAll checks passed.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
