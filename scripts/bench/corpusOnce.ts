/**
 * One corpus build with its figures, for iterating on build time and output size without the whole
 * bench: time, peak memory, output bytes and files, and files per kind of path.
 *
 *   tsx scripts/bench/corpusOnce.ts <pages> [workDir]   (default workDir: .bench/corpus-once)
 */
import path from 'node:path';
import { buildCorpus } from './corpusBuild';
import { outputStats, htmlSize } from './outputStats';
import { outputBreakdown } from './outputBreakdown';

async function main(): Promise<void> {
  const pages = Number(process.argv[2] ?? '250');
  if (!Number.isInteger(pages) || pages < 1) {
    throw new Error(`Give a page count (a positive integer), not "${process.argv[2]}"`);
  }
  const workDir = path.resolve(process.argv[3] ?? path.join('.bench', 'corpus-once'));
  const build = await buildCorpus(pages, workDir);
  const output = outputStats(build.exportDir);
  const typical = htmlSize(path.join(build.exportDir, build.typical, 'index.html'));
  console.log(
    `[corpus] ${pages} pages: ${build.seconds.toFixed(1)} s, peak ${build.peakMiB.toFixed(0)} MiB`,
  );
  console.log(
    `[corpus] output ${(output.bytes / 1e6).toFixed(1)} MB in ${output.files} files (${(output.files / pages).toFixed(2)} per page), ${output.htmlPages} HTML`,
  );
  if (typical) {
    console.log(
      `[corpus] typical page ${build.typical}: ${typical.rawKiB.toFixed(1)} KiB raw, ${typical.gzipKiB.toFixed(1)} KiB gzip`,
    );
  }
  for (const phase of build.phases) {
    console.log(`[corpus]   ${phase.name.padEnd(34)} ${phase.seconds.toFixed(1).padStart(6)} s`);
  }
  for (const row of outputBreakdown(build.exportDir)) {
    console.log(
      `[corpus]   ${row.kind.padEnd(28)} ${String(row.files).padStart(6)} files ${(row.bytes / 1e6).toFixed(1).padStart(7)} MB`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
