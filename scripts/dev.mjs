/**
 * `npm run dev`: `next dev` (its arguments passed on), and at the same time the generators of what
 * the pages import: API data, the demo registry (with only the demo folders the author has opened,
 * `--dev`), the fonts and the English translations split by namespace, in one process
 * (runGenerators.mjs, scripts/generate.ts), each skipping its work when its inputs have not changed.
 * next.config.mjs waits for them before Next compiles anything (scripts/dev/generatorsReady.mjs),
 * so the two starts overlap: about 0.4 s sooner to the first page than one after the other.
 *
 * Ctrl+C reaches `next dev` directly (same process group), which writes its cache and exits; this
 * process then exits with its status. A SIGTERM sent to this process alone is passed on.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runGenerators } from './runGenerators.mjs';
import {
  announceGenerators,
  GENERATORS_FILE_VARIABLE,
  GENERATORS_OK,
} from './dev/generatorsReady.mjs';

/**
 * Where the generators' outcome is written. It stays after the session: Next's telemetry flush,
 * started as next dev exits, loads next.config.mjs in the development phase again (with this
 * process's environment) and must find the outcome at once instead of waiting for it.
 */
const outcomeFile = path.resolve('generated', 'dev', 'generators-outcome.txt');
fs.mkdirSync(path.dirname(outcomeFile), { recursive: true });
fs.rmSync(outcomeFile, { force: true });

const next = spawn(
  process.execPath,
  [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, [GENERATORS_FILE_VARIABLE]: outcomeFile } },
);

runGenerators(['routes', 'api', 'playground', 'demos', 'fonts', 'translations', 'icons'], {
  demos: ['--dev'],
  playground: ['--dev'],
}).then(
  () => announceGenerators(outcomeFile, GENERATORS_OK),
  (error) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[dev] ${message}`);
    announceGenerators(outcomeFile, message);
  },
);

// Ctrl+C goes to the whole process group: next dev handles it; this process waits for it.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => next.kill('SIGTERM'));
next.on('error', (error) => {
  console.error(`[dev] could not start next dev (${error.message}): run npm install`);
  process.exitCode = 1;
});
next.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
