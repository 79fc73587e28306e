/**
 * An export of a small Markdown fixture (DOCS_CONTENT_DIR) built into a folder of its own under
 * .e2e-builds/, with the build-time settings a test needs: the hostile Markdown pages, the
 * licensed MUI X demos. The fixture's own demos are indexed for the build, then data/'s again, so
 * the checkout is left as it was.
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
  /** The Markdown fixture (DOCS_CONTENT_DIR). */
  contentDir: string;
  /** Build-time settings (CONTRACT.md's environment variables) for this export. */
  settings?: Record<string, string>;
}

function runOrThrow(bin: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(path.join(BIN, bin), args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** A hash of the fixture's files and the settings, so a reused build is one of the current pages. */
function stampOf({ contentDir, settings }: FixtureExport): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings ?? {}));
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(contentDir, file);
    if (fs.statSync(full).isFile()) {
      hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the export. `E2E_REUSE_SERVICES_BUILD=1` keeps an existing one of the same fixture and
 * settings (for working on the tests; `npm test` always builds afresh).
 */
export function buildFixtureExport(fixture: FixtureExport): void {
  const { label, outDir, contentDir, settings = {} } = fixture;
  const stampFile = `${outDir}.stamp`;
  const stamp = stampOf(fixture);
  if (
    process.env.E2E_REUSE_SERVICES_BUILD === '1' &&
    fs.existsSync(path.join(outDir, 'index.html')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === stamp
  ) {
    console.log(`[${label}] reusing the export in ${outDir}`);
    return;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(stampFile, { force: true });
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
  console.log(`[${label}] building ${contentDir} into ${outDir}`);
  try {
    indexDemos(contentDir);
    runOrThrow('next', ['build'], env);
  } finally {
    indexDemos();
  }
  runOrThrow('tsx', ['scripts/finish-export.ts', outDir], env);
  fs.writeFileSync(stampFile, stamp);
}
