/**
 * Extracts the API reference of every API page in the navigation trees from the installed
 * declaration files and writes `generated/api/<pathname>.json` plus `generated/api/index.json`.
 *
 *   tsx scripts/generate-api.ts            regenerate when stale
 *   tsx scripts/generate-api.ts --force    regenerate always
 *   tsx scripts/generate-api.ts --sample   use a built-in sample of leaves (before trees exist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNavTrees } from '@/content/api/loadNavTrees';
import {
  API_PACKAGES,
  SAMPLE_LEAVES,
  collectApiLeaves,
  collectPathnames,
} from '@/content/api/navLeaves';
import type { ApiLeaf } from '@/content/api/navLeaves';
import { readPackageVersion } from '@/content/api/packageVersion';
import { stableStringify } from '@/content/api/serialize';
import { computeStamp } from '@/content/api/stamp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'generated', 'api');
const STAMP_FILE = path.join(OUT_DIR, '.stamp');

function log(message: string): void {
  process.stdout.write(`[api] ${message}\n`);
}

/** Generator sources (tests excluded) that the output depends on, relative to ROOT. */
function generatorSources(): string[] {
  const apiDir = path.join(ROOT, 'src', 'content', 'api');
  const files = fs
    .readdirSync(apiDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `src/content/api/${name}`);
  return [...files, 'scripts/generate-api.ts', 'src/core/navigationTypes.ts'].sort();
}

function stampFor(treeFiles: readonly string[], sample: boolean): string {
  const versions: Record<string, string> = {};
  for (const name of API_PACKAGES) versions[name] = readPackageVersion(ROOT, name);
  versions.typescript = readPackageVersion(ROOT, 'typescript');
  const files = [...generatorSources(), ...treeFiles].map((file) => ({
    path: file,
    content: fs.readFileSync(path.join(ROOT, file), 'utf8'),
  }));
  if (sample) files.push({ path: '--sample', content: '' });
  return computeStamp({ files, versions });
}

/**
 * Writes the API data unless its inputs are unchanged (`--force`: always; `--sample`: the built-in
 * sample of leaves); resolves with the exit status. Run by scripts/generate.ts, or on its own.
 */
export async function run(argv: readonly string[] = []): Promise<number> {
  const args = new Set(argv);
  const force = args.has('--force');
  const sample = args.has('--sample');
  const started = Date.now();

  const { trees, files: treeFiles, missing } = await loadNavTrees(ROOT);
  for (const area of missing) {
    log(`warning: data/${area}/pages.ts does not exist yet; skipping ${area}`);
  }

  const stamp = stampFor(treeFiles, sample);
  const upToDate =
    fs.existsSync(STAMP_FILE) &&
    fs.existsSync(path.join(OUT_DIR, 'index.json')) &&
    fs.readFileSync(STAMP_FILE, 'utf8').trim() === stamp;
  if (upToDate && !force) {
    log('API data is up to date');
    return 0;
  }

  const navPathnames = new Set<string>();
  let leaves: ApiLeaf[] = [];
  for (const [area, tree] of trees) {
    collectPathnames(tree, navPathnames);
    leaves.push(...collectApiLeaves(area, tree));
  }
  if (sample) leaves = [...SAMPLE_LEAVES];

  // TypeScript and the extractor load only now: an up-to-date check does not need them.
  const { createApiProgram } = await import('@/content/api/program');
  const { apiIndex, docRelativePath, generateApiDocs } = await import('@/content/api/generate');
  log(`reading declarations of ${API_PACKAGES.join(', ')}`);
  const api = createApiProgram(ROOT);
  log(`program ready (${api.program.getSourceFiles().length} files, ${Date.now() - started} ms)`);

  const { docs, errors } = generateApiDocs({ api, navPathnames }, leaves, (leaf, index, total) => {
    log(`${leaf.area} ${index}/${total} ${leaf.name}`);
  });
  if (errors.length > 0) {
    for (const error of errors) process.stderr.write(`[api] error: ${error}\n`);
    process.stderr.write(`[api] ${errors.length} API entries failed; nothing was written.\n`);
    return 1;
  }

  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  for (const doc of docs) {
    const file = path.join(OUT_DIR, docRelativePath(doc.pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, stableStringify(doc));
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'index.json'), stableStringify(apiIndex(docs)));
  fs.writeFileSync(STAMP_FILE, `${stamp}\n`);
  log(`wrote ${docs.length} documents to generated/api in ${Date.now() - started} ms`);
  return 0;
}

if (process.argv[1]?.endsWith('generate-api.ts')) {
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `[api] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
