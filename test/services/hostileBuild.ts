/**
 * The export hostile-markdown.spec.ts runs against: the pages of test/fixtures/hostile-markdown
 * built through DOCS_CONTENT_DIR into a folder of its own (.e2e-builds/hostile-markdown), apart
 * from the service worker and analytics exports of builds.ts. It is built with the default
 * settings (no production host, no measurement id): it tests the pages, not the services.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { indexDemos } from '../../scripts/indexDemos';

export const HOSTILE_BUILD = path.resolve('.e2e-builds', 'hostile-markdown');
const CONTENT_DIR = path.resolve('test', 'fixtures', 'hostile-markdown');
const STAMP = `${HOSTILE_BUILD}.stamp`;
const BIN = path.resolve('node_modules', '.bin');

function runOrThrow(bin: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(path.join(BIN, bin), args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** A hash of the fixture's files, so a reused build is one of the current pages. */
function fixtureHash(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(CONTENT_DIR, file);
    if (fs.statSync(full).isFile()) {
      hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the export. `E2E_REUSE_SERVICES_BUILD=1` keeps an existing one of the same fixture (for
 * working on the tests; `npm test` always builds afresh).
 */
export function buildHostileExport(): void {
  const stamp = fixtureHash();
  if (
    process.env.E2E_REUSE_SERVICES_BUILD === '1' &&
    fs.existsSync(path.join(HOSTILE_BUILD, 'index.html')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === stamp
  ) {
    console.log(`[hostile] reusing the export in ${HOSTILE_BUILD}`);
    return;
  }
  fs.rmSync(HOSTILE_BUILD, { recursive: true, force: true });
  fs.rmSync(STAMP, { force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_EXPORT_DIR: path.relative(process.cwd(), HOSTILE_BUILD),
    DOCS_CONTENT_DIR: CONTENT_DIR,
  };
  delete env.NEXT_PUBLIC_PRODUCTION_HOST;
  delete env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  console.log(`[hostile] building the hostile Markdown fixture into ${HOSTILE_BUILD}`);
  // The fixture has no demos: index its (none) for the build, then data/'s again.
  try {
    indexDemos(CONTENT_DIR);
    runOrThrow('next', ['build'], env);
  } finally {
    indexDemos();
  }
  runOrThrow('tsx', ['scripts/finish-export.ts', HOSTILE_BUILD], env);
  fs.writeFileSync(STAMP, stamp);
}
