/** Types of timedProcess.mjs (plain JavaScript, run without a TypeScript loader). */
export interface RunTimedOptions {
  /** Names the run in messages, e.g. `generate:fonts`. */
  what: string;
  /** What the failure message says after the exit status: how to see why. */
  hint: string;
  cwd?: string;
  /** Each line of the command's standard output, which still goes to the console. */
  onLine?: (line: string) => void;
}

export function runTimed(
  command: string,
  args: readonly string[],
  options: RunTimedOptions,
): Promise<number>;
