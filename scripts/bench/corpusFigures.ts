/**
 * The rows of the corpus sections of `npm run bench`: the 250- and 1,000-page builds, their output,
 * `--scale` (10,000 pages) and `--peers` (the same 1,000 pages built by Docusaurus and VitePress).
 */
import fs from 'node:fs';
import path from 'node:path';
import budgets from '../../bench/budgets.json';
import { buildCorpus, type CorpusBuild } from './corpusBuild';
import { htmlSize, outputStats } from './outputStats';
import { runPeers } from './peers/runPeers';
import { searchSize } from './searchSize';
import { median } from './stats';
import type { Row } from './report';

function typicalPageGzipKiB(build: CorpusBuild): number | null {
  return htmlSize(path.join(build.exportDir, build.typical, 'index.html'))?.gzipKiB ?? null;
}

/** The largest term shard file of an export's search index, in KiB (null when there is none). */
export function largestTermShardKiB(exportDir: string): number | null {
  const base = path.join(exportDir, 'search-index');
  if (!fs.existsSync(base)) return null;
  let largest: number | null = null;
  for (const language of fs.readdirSync(base)) {
    const terms = path.join(base, language, 'terms');
    if (!fs.existsSync(terms)) continue;
    for (const file of fs.readdirSync(terms)) {
      const kib = fs.statSync(path.join(terms, file)).size / 1024;
      largest = Math.max(largest ?? 0, kib);
    }
  }
  return largest;
}

function outputRows(build: CorpusBuild, label: string): Row[] {
  const output = outputStats(build.exportDir);
  const b = budgets.build;
  return [
    {
      section: 'Corpus',
      figure: `${label}: output`,
      value: output.bytes / 1e6,
      unit: 'MB',
      budget: build.pages === 1000 ? b.corpus1000OutputMB : undefined,
    },
    {
      section: 'Corpus',
      figure: `${label}: files per page`,
      value: output.files / build.pages,
      unit: '',
      budget: b.filesPerPage,
    },
    {
      section: 'Corpus',
      figure: `${label}: typical page HTML (gzip) ${build.typical}`,
      value: typicalPageGzipKiB(build),
      unit: 'KiB',
      budget: b.corpusTypicalPageGzipKiB,
    },
  ];
}

/**
 * The 10,000-page build beside `large` (1,000 pages of the same generator, in the same run): the
 * growth of time, memory and output, and the search index at that size.
 */
export async function scaleRows(large: CorpusBuild, workDir: string): Promise<Row[]> {
  const b = budgets.build;
  const huge = await buildCorpus(10_000, workDir);
  const hugeOutput = outputStats(huge.exportDir).bytes;
  const largeOutput = outputStats(large.exportDir).bytes;
  return [
    {
      section: 'Scale',
      figure: '1,000 pages: distinct words of the corpus',
      value: large.distinctWords,
      unit: '',
    },
    {
      section: 'Scale',
      figure: '10,000 pages: distinct words of the corpus',
      value: huge.distinctWords,
      unit: '',
    },
    { section: 'Scale', figure: '1,000 pages: build time', value: large.seconds, unit: 's' },
    { section: 'Scale', figure: '10,000 pages: build time', value: huge.seconds, unit: 's' },
    {
      section: 'Scale',
      figure: 'time 10,000 / time 1,000 (10 = linear)',
      value: huge.seconds / large.seconds,
      unit: '×',
      budget: b.scaleTimeRatio,
    },
    {
      section: 'Scale',
      figure: '10,000 pages: peak memory',
      value: huge.peakMiB,
      unit: 'MiB',
      budget: b.scaleMemoryMiB,
    },
    {
      section: 'Scale',
      figure: 'output 10,000 / output 1,000 (10 = linear)',
      value: hugeOutput / largeOutput,
      unit: '×',
      budget: b.scaleOutputRatio,
    },
    ...outputRows(huge, '10,000 pages').map((row) => ({ ...row, section: 'Scale' })),
    {
      section: 'Scale',
      figure: '10,000 pages: first search query download',
      value: searchSize(huge.exportDir)?.firstQueryKiB ?? null,
      unit: 'KiB',
      budget: budgets.search.firstQueryKiB,
    },
    {
      section: 'Scale',
      figure: '10,000 pages: largest term shard (gzip)',
      value: largestTermShardKiB(huge.exportDir),
      unit: 'KiB',
      budget: budgets.search.termShardKiB,
    },
    ...huge.phases.map((phase) => ({
      section: 'Scale',
      figure: `10,000 pages: ${phase.name}`,
      value: phase.seconds,
      unit: 's',
    })),
  ];
}

/** `--scale-only`: the 1,000- and 10,000-page builds and the scale figures, nothing else. */
export async function scaleOnlyRows(workDir: string): Promise<Row[]> {
  const large = await buildCorpus(1000, workDir);
  return [
    {
      section: 'Scale',
      figure: '1,000 pages: peak memory',
      value: large.peakMiB,
      unit: 'MiB',
      budget: budgets.build.corpus1000MemoryMiB,
    },
    ...(await scaleRows(large, workDir)),
  ];
}

export async function corpusRows(
  workDir: string,
  options: { scale: boolean; peers: boolean },
): Promise<Row[]> {
  const b = budgets.build;
  const small = await buildCorpus(250, workDir);
  const large = await buildCorpus(1000, workDir);
  const rows: Row[] = [
    { section: 'Corpus', figure: '250 pages: build time', value: small.seconds, unit: 's' },
    { section: 'Corpus', figure: '250 pages: peak memory', value: small.peakMiB, unit: 'MiB' },
    {
      section: 'Corpus',
      figure: '1,000 pages: build time',
      value: large.seconds,
      unit: 's',
      budget: b.corpus1000Seconds,
    },
    {
      section: 'Corpus',
      figure: '1,000 pages: peak memory',
      value: large.peakMiB,
      unit: 'MiB',
      budget: b.corpus1000MemoryMiB,
    },
    {
      section: 'Corpus',
      figure: 'time 1,000 / time 250 (4 = linear)',
      value: large.seconds / small.seconds,
      unit: '×',
      budget: b.corpusGrowthRatio,
    },
    ...outputRows(large, '1,000 pages'),
    ...large.phases.map((phase) => ({
      section: 'Corpus',
      figure: `1,000 pages: ${phase.name}`,
      value: phase.seconds,
      unit: 's',
    })),
  ];
  if (options.scale) rows.push(...(await scaleRows(large, workDir)));
  if (options.peers) {
    const ourOutput = outputStats(large.exportDir);
    const ourPage = typicalPageGzipKiB(large);
    // The site's builds alternate with each peer's (runPeers.ts); this one's output was measured above.
    const buildOurs = async () => (await buildCorpus(1000, workDir)).seconds;
    for (const peer of await runPeers(large.corpus, large.typical, buildOurs)) {
      const ratio = (ours: number | null, theirs: number | null) =>
        ours === null || theirs === null || theirs === 0 ? null : ours / theirs;
      rows.push(
        {
          section: `Peer ${peer.name}`,
          figure: `build time (1,000 pages), median of ${peer.runs.length}`,
          value: peer.seconds,
          unit: 's',
        },
        {
          section: `Peer ${peer.name}`,
          figure: `our build time, median of ${peer.ourRuns.length} alternating with theirs`,
          value: median(peer.ourRuns),
          unit: 's',
        },
        {
          section: `Peer ${peer.name}`,
          figure: 'ours / theirs: build time (medians)',
          value: ratio(median(peer.ourRuns), peer.seconds),
          unit: '×',
          budget: b.peerBuildTimeRatio,
        },
        { section: `Peer ${peer.name}`, figure: 'peak memory', value: peer.peakMiB, unit: 'MiB' },
        { section: `Peer ${peer.name}`, figure: 'output', value: peer.bytes / 1e6, unit: 'MB' },
        {
          section: `Peer ${peer.name}`,
          figure: 'ours / theirs: output',
          value: ratio(ourOutput.bytes, peer.bytes),
          unit: '×',
        },
        { section: `Peer ${peer.name}`, figure: 'files', value: peer.files, unit: '' },
        {
          section: `Peer ${peer.name}`,
          figure: 'typical page HTML (gzip)',
          value: peer.typicalGzipKiB,
          unit: 'KiB',
        },
        {
          section: `Peer ${peer.name}`,
          figure: 'ours / theirs: typical page HTML',
          value: ratio(ourPage, peer.typicalGzipKiB),
          unit: '×',
        },
      );
    }
  }
  return rows;
}
