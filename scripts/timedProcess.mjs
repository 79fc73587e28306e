/**
 * Runs a command to its end, for the build's scripts: `npm run build`'s phases (build.ts), the
 * generators (runGenerators.mjs) and the export steps run beside the others (finish-export.ts).
 * Plain JavaScript, as runGenerators.mjs runs without a TypeScript loader.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';

/**
 * Resolves with the command's wall time in seconds when it exits with status 0; rejects naming
 * `what`, the status, and `hint` (how to see why) otherwise. Its output goes to the console; with
 * `onLine`, each line of its standard output is also given to it.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ what: string, hint: string, cwd?: string, onLine?: (line: string) => void }} options
 * @returns {Promise<number>}
 */
export function runTimed(command, args, { what, hint, cwd, onLine }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'],
    });
    if (onLine && child.stdout) {
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        process.stdout.write(`${line}\n`);
        onLine(line);
      });
    }
    child.on('error', (error) => {
      reject(
        new Error(
          `${what}: could not start ${path.basename(command)} (${error.message}): run npm install`,
        ),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolve((performance.now() - started) / 1000);
      } else {
        reject(new Error(`${what} failed (${signal ?? `exit ${code}`}): ${hint}`));
      }
    });
  });
}
