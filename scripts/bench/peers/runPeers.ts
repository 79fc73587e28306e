/**
 * `npm run bench -- --peers`: installs each peer generator into a temporary folder, builds the
 * bench's corpus with it cold, and measures it as the site is measured (wall time, peak memory of
 * the process tree, output, the typical page's HTML).
 *
 * Build times are compared over alternating runs: the peer's cold build, then the site's, and so
 * on, `runs` times each, and the ratio is of the medians. On a shared 2-core machine one build of
 * the corpus varies by 2–3 s from run to run, as much as the difference being measured, and builds
 * minutes apart meet different loads; alternating, both meet the same.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMeasured } from '../processMemory';
import { htmlSize, outputStats, type OutputStats } from '../outputStats';
import { settleDisk } from '../settleDisk';
import { median } from '../stats';
import { PEERS, type PeerSetup } from './peerSetups';

export interface PeerFigures extends OutputStats {
  name: string;
  /** The median of the peer's cold builds. */
  seconds: number;
  /** Each of the peer's cold builds, in order. */
  runs: number[];
  /** The site's builds of the same corpus, each right after one of the peer's. */
  ourRuns: number[];
  /** The highest peak of the peer's builds. */
  peakMiB: number;
  typicalGzipKiB: number | null;
}

/** Builds the site over the same corpus, cold; resolves with its wall time in seconds. */
export type BuildOurs = () => Promise<number>;

/** How many builds of each, alternating. */
export const ALTERNATING_RUNS = 3;

function copyMarkdown(from: string, to: string): void {
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) {
      const source = path.join(entry.parentPath, entry.name);
      const target = path.join(to, path.relative(from, source));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
}

async function runPeer(
  peer: PeerSetup,
  corpus: string,
  typical: string,
  buildOurs: BuildOurs,
): Promise<PeerFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-peer-'));
  try {
    peer.write(dir);
    copyMarkdown(corpus, path.join(dir, 'docs'));
    console.log(`[bench] installing ${peer.name} into ${dir}`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (install.status !== 0) {
      throw new Error(
        `npm install of ${peer.name} failed in ${dir}: is the npm registry reachable?`,
      );
    }
    const runs: number[] = [];
    const ourRuns: number[] = [];
    let peakMiB = 0;
    for (let run = 1; run <= ALTERNATING_RUNS; run += 1) {
      for (const folder of [peer.outputDir, ...peer.caches]) {
        fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
      }
      console.log(`[bench] building the corpus with ${peer.name} (${run}/${ALTERNATING_RUNS})`);
      settleDisk();
      const measured = await runMeasured(peer.build.command, peer.build.args, {
        label: peer.name,
        quiet: true,
        env: peer.build.env,
        cwd: dir,
      });
      if (measured.exitCode !== 0) {
        throw new Error(
          `${peer.name} failed to build the corpus (exit ${measured.exitCode}) in ${dir}`,
        );
      }
      runs.push(measured.seconds);
      peakMiB = Math.max(peakMiB, measured.peakMiB);
      console.log(`[bench] then the site (${run}/${ALTERNATING_RUNS})`);
      ourRuns.push(await buildOurs());
    }
    const seconds = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
    console.log(
      `[bench] ${peer.name}: ${seconds(runs)} s; the site, alternating: ${seconds(ourRuns)} s`,
    );
    const output = path.join(dir, peer.outputDir);
    const page = htmlSize(path.join(output, peer.pageFile(typical)));
    return {
      name: peer.name,
      seconds: median(runs),
      runs,
      ourRuns,
      peakMiB,
      ...outputStats(output),
      typicalGzipKiB: page?.gzipKiB ?? null,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runPeers(
  corpus: string,
  typical: string,
  buildOurs: BuildOurs,
): Promise<PeerFigures[]> {
  const figures: PeerFigures[] = [];
  for (const peer of PEERS) {
    figures.push(await runPeer(peer, corpus, typical, buildOurs));
  }
  return figures;
}
