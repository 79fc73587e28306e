/**
 * Gate: valid HTML. html-validate over the exported pages the browser gates open: one page of
 * every kind in English and Chinese, the 404 page, and the same sitemap sample with its Chinese
 * twins. Zero errors tolerated.
 *
 *   tsx scripts/validate-html.ts [dir]         (dir defaults to out/)
 *   tsx scripts/validate-html.ts --all [dir]   every page of the sitemap, in both languages
 *
 * The pages are shared among one process per core (`--shard=k/n` is how a shard is started).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sitemapLocations } from './gates/exportFiles';
import { NOT_FOUND, gatePlan, localized, pathOfLocation, samplePages } from './gates/pageSet';
import { type PageErrors, formatPageErrors, validatePages } from './gates/validateHtml';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

/** The sample size of the clean-load gate (test/gates/loads.spec.ts). */
const SAMPLE_SIZE = 150;

/** `--shard=k/n`: this process validates every n-th page from the k-th. */
function shardOf(args: readonly string[]): { index: number; count: number } | null {
  const match = args.map((arg) => /^--shard=(\d+)\/(\d+)$/.exec(arg)).find(Boolean);
  return match ? { index: Number(match[1]), count: Number(match[2]) } : null;
}

/** Runs one shard per core, each a process of this script, and gathers their failures. */
async function validateInShards(args: readonly string[], count: number): Promise<PageErrors[]> {
  const run = promisify(execFile);
  const shards = Array.from({ length: count }, (_, index) =>
    run(process.execPath, [...process.execArgv, __filename, ...args, `--shard=${index}/${count}`], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(({ stdout }) => JSON.parse(stdout) as PageErrors[]),
  );
  return (await Promise.all(shards)).flat();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const shard = shardOf(args);
  const dir = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? readBuildSettings().exportDir,
  );
  const sitemap = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) {
    console.error(`${sitemap} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const paths = sitemapLocations(fs.readFileSync(sitemap, 'utf8')).map(pathOfLocation);
  const plan = gatePlan(paths, SAMPLE_SIZE);
  const everyPage = [...paths.flatMap((p) => [p, localized(p, 'zh')]), NOT_FOUND.path];
  const listed = all
    ? [...new Set(everyPage)]
    : [
        ...new Set([
          ...plan.kinds.flatMap(({ path: p }) => [p, localized(p, 'zh')]),
          NOT_FOUND.path,
          ...samplePages(plan.sample).map((page) => page.url),
        ]),
      ];
  if (shard) {
    const pages = listed.filter((_, i) => i % shard.count === shard.index);
    process.stdout.write(JSON.stringify(await validatePages(dir, pages)));
    return;
  }
  const pages = listed;
  const shards = Math.min(os.availableParallelism(), Math.ceil(pages.length / 100));
  console.log(
    `HTML validation: ${pages.length} pages of ${path.relative(process.cwd(), dir) || '.'}${shards > 1 ? `, in ${shards} processes` : ''}`,
  );
  const started = Date.now();
  const failures =
    shards > 1 ? await validateInShards(args, shards) : await validatePages(dir, pages);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    const errors = failures.reduce((sum, f) => sum + f.messages.length, 0);
    console.error(formatPageErrors(failures));
    console.error(
      `\nHTML validation: ${errors} error(s) on ${failures.length} of ${pages.length} pages (${seconds} s).`,
    );
    process.exit(1);
  }
  console.log(`HTML validation: ${pages.length} pages, no errors (${seconds} s).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
