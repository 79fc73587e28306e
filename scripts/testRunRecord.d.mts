/** Declarations of scripts/testRunRecord.mjs. */
export const LAST_RUN_FILE: string;

export interface TestRun {
  finishedAt: string;
  cores: number;
  wallSeconds: number;
  steps: { name: string; seconds: number }[];
}

export function writeTestRun(run: TestRun, file?: string): void;
export function readTestRun(file?: string): TestRun | null;
