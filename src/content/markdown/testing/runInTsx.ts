/**
 * Runs a build-time script in a child Node process under tsx and returns its JSON output. The
 * Markdown and demo pipelines are ES modules (unified, shiki, prettier) that Jest's CommonJS
 * runtime cannot load, so their unit tests drive them through this.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function runInTsx<T>(script: string, input: unknown): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.resolve(script)], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as T;
}

/** Reads all of stdin (for the scripts run by runInTsx). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type Outcome<T> = { ok: T } | { error: string };

/** Runs each case, keeping a thrown error's message as the case's outcome. */
export async function runCases<I, T>(
  cases: Record<string, I>,
  run: (input: I) => Promise<T>,
): Promise<Record<string, Outcome<T>>> {
  const results: Record<string, Outcome<T>> = {};
  for (const [name, input] of Object.entries(cases)) {
    try {
      results[name] = { ok: await run(input) };
    } catch (error) {
      results[name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return results;
}
