/**
 * The phases of `npm run build` (scripts/build.ts) and how their durations are read and shown:
 * the generators, Next's compilation and prerendering, and each export step. Pure: the script
 * measures, these rules decide what runs and how it is reported.
 */

export interface BuildPhase {
  /** `generate:api`, `next: compile`, `export: 06-shared-styles.ts`, … */
  name: string;
  seconds: number;
  /** Ran in a process of its own beside other phases: its time is not part of their sum. */
  beside?: true;
}

/** What finish-export.ts writes after the name of a step it ran beside the others. */
export const BESIDE_OTHER_STEPS = 'beside the other steps';

export type Generator =
  | 'routes'
  | 'api'
  | 'playground'
  | 'demos'
  | 'fonts'
  | 'translations'
  | 'icons';

/**
 * The generators a build runs before `next build`. API data describes the API pages of the
 * navigation trees in data/: a build over another content folder (DOCS_CONTENT_DIR) never reads
 * it, so it does not wait for it (a clean clone would spend some twenty seconds on it). The
 * English translations (split by namespace) are the shell's, which every build's pages import.
 */
export function generatorsFor(contentDir: string | null | undefined): Generator[] {
  return contentDir
    ? ['routes', 'playground', 'demos', 'fonts', 'translations', 'icons']
    : ['routes', 'api', 'playground', 'demos', 'fonts', 'translations', 'icons'];
}

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|min)$/;

/** A duration as Next prints it (`850ms`, `53s`, `1.2min`), in seconds; null if it is not one. */
export function parseNextDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) {
    return null;
  }
  const value = Number(match[1]);
  return match[2] === 'ms' ? value / 1000 : match[2] === 'min' ? value * 60 : value;
}

/** The compilation time of Next's `✓ Compiled successfully in 53s` line; null for other lines. */
export function compiledSeconds(line: string): number | null {
  const match = /Compiled successfully in (\S+)/.exec(line);
  return match ? parseNextDuration(match[1]) : null;
}

const EXPORT_STEP_LINE = new RegExp(
  `^\\[export\\] (\\S+)( ${BESIDE_OTHER_STEPS})? done in (\\d+(?:\\.\\d+)?) s$`,
);

/** An export step's `[export] 06-shared-styles.ts done in 10.1 s` line (scripts/finish-export.ts). */
export function exportStepTiming(line: string): BuildPhase | null {
  const match = EXPORT_STEP_LINE.exec(line.trim());
  if (!match) {
    return null;
  }
  return match[2]
    ? {
        name: `export: ${match[1]}, ${BESIDE_OTHER_STEPS}`,
        seconds: Number(match[3]),
        beside: true,
      }
    : { name: `export: ${match[1]}`, seconds: Number(match[3]) };
}

/**
 * Next's part of the build split in two: compiling, as Next reports it, and the rest (collecting
 * page data, prerendering, writing the export). Without the compile line, the whole is one phase.
 */
export function nextPhases(totalSeconds: number, compileSeconds: number | null): BuildPhase[] {
  if (compileSeconds === null || compileSeconds > totalSeconds) {
    return [{ name: 'next build', seconds: totalSeconds }];
  }
  return [
    { name: 'next: compile', seconds: compileSeconds },
    { name: 'next: prerender', seconds: totalSeconds - compileSeconds },
  ];
}

/** The phases as a table for the console: name, seconds, share of the total. */
export function phaseTable(phases: readonly BuildPhase[], totalSeconds: number): string {
  const width = Math.max(5, ...phases.map((phase) => phase.name.length));
  const share = (seconds: number) =>
    totalSeconds > 0 ? `${Math.round((seconds / totalSeconds) * 100)}%` : '';
  const rows = phases.map(
    (phase) =>
      `  ${phase.name.padEnd(width)} ${phase.seconds.toFixed(1).padStart(6)} s ${share(phase.seconds).padStart(4)}`,
  );
  return [...rows, `  ${'total'.padEnd(width)} ${totalSeconds.toFixed(1).padStart(6)} s`].join(
    '\n',
  );
}
