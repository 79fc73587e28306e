/**
 * An export of small Markdown fixtures (DOCS_CONTENT_DIR) built into a folder of its own under
 * .e2e-builds/, with the build-time settings a test needs (fixturePagesBuild.ts). The fixtures'
 * own demos are indexed for the build, then data/'s again, so the checkout is left as it was.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { indexDemos } from '../../scripts/indexDemos';

const BIN = path.resolve('node_modules', '.bin');

export interface FixtureExport {
  /** Named in the log lines. */
  label: string;
  /** The folder the export is written to. */
  outDir: string;
  /** The Markdown fixtures, merged into one DOCS_CONTENT_DIR (their paths must not collide). */
  contentDirs: readonly string[];
  /** Build-time settings (the environment variables of docs/build-settings.md) for this export. */
  settings?: Record<string, string>;
}

export function runOrThrow(bin: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(path.join(BIN, bin), args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/**
 * Set once per `playwright test` run by global-setup.ts: an export stamped with it was built in
 * this run, so a second spec that needs it does not build it again.
 */
export const RUN_ID_VARIABLE = 'SERVICES_RUN_ID';

/** A hash of the fixtures' files and the settings, so a reused build is one of the current pages. */
function contentHash({ contentDirs, settings }: FixtureExport): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings ?? {}));
  for (const contentDir of contentDirs) {
    const files = fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      const full = path.join(contentDir, file);
      if (fs.statSync(full).isFile()) {
        hash.update(path.join(path.basename(contentDir), file)).update(fs.readFileSync(full));
      }
    }
  }
  return hash.digest('hex');
}

/** The fixtures in one folder beside the export, or the one fixture as it is. */
function mergedContent(outDir: string, contentDirs: readonly string[]): string {
  if (contentDirs.length === 1) {
    return contentDirs[0];
  }
  const merged = `${outDir}.content`;
  fs.rmSync(merged, { recursive: true, force: true });
  for (const contentDir of contentDirs) {
    // Each fixture's README.md describes that fixture; it is not a page.
    fs.cpSync(contentDir, merged, {
      recursive: true,
      errorOnExist: true,
      force: false,
      filter: (source) => path.relative(contentDir, source) !== 'README.md',
    });
  }
  return merged;
}

/**
 * Builds the export. `E2E_REUSE_SERVICES_BUILD=1` keeps an existing one of the same fixture and
 * settings (for working on the tests; `npm test` always builds afresh).
 */
export function buildFixtureExport(fixture: FixtureExport): void {
  const { label, outDir, contentDirs, settings = {} } = fixture;
  const stampFile = `${outDir}.stamp`;
  const hash = contentHash(fixture);
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').split('\n') : [];
  const runId = process.env[RUN_ID_VARIABLE];
  const sameRun = runId !== undefined && stamp[1] === runId;
  if (
    (process.env.E2E_REUSE_SERVICES_BUILD === '1' || sameRun) &&
    fs.existsSync(path.join(outDir, 'index.html')) &&
    stamp[0] === hash
  ) {
    console.log(`[${label}] reusing the export in ${outDir}`);
    return;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(stampFile, { force: true });
  const contentDir = mergedContent(outDir, contentDirs);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The service worker and analytics settings are left out (spawn skips an undefined value):
    // a fixture export tests pages.
    NEXT_PUBLIC_PRODUCTION_HOST: undefined,
    NEXT_PUBLIC_GA_MEASUREMENT_ID: undefined,
    NEXT_EXPORT_DIR: path.relative(process.cwd(), outDir),
    DOCS_CONTENT_DIR: contentDir,
    ...settings,
  };
  console.log(`[${label}] building ${contentDirs.join(' and ')} into ${outDir}`);
  try {
    indexDemos(contentDir);
    runOrThrow('next', ['build'], env);
  } finally {
    indexDemos();
  }
  runOrThrow('tsx', ['scripts/finish-export.ts', outDir], env);
  fs.writeFileSync(stampFile, `${hash}\n${runId ?? ''}`);
}
