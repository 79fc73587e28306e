/**
 * `npm run bench -- --peers`: installs each peer generator into a temporary folder, builds the
 * bench's corpus with it cold, and measures it as the site is measured (wall time, peak memory of
 * the process tree, output, the typical page's HTML).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMeasured } from '../processMemory';
import { htmlSize, outputStats, type OutputStats } from '../outputStats';
import { PEERS, type PeerSetup } from './peerSetups';

export interface PeerFigures extends OutputStats {
  name: string;
  seconds: number;
  peakMiB: number;
  typicalGzipKiB: number | null;
}

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

async function runPeer(peer: PeerSetup, corpus: string, typical: string): Promise<PeerFigures> {
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
    console.log(`[bench] building the corpus with ${peer.name}`);
    const run = await runMeasured(peer.build.command, peer.build.args, {
      label: peer.name,
      quiet: true,
      env: peer.build.env,
      cwd: dir,
    });
    if (run.exitCode !== 0) {
      throw new Error(`${peer.name} failed to build the corpus (exit ${run.exitCode}) in ${dir}`);
    }
    const output = path.join(dir, peer.outputDir);
    const page = htmlSize(path.join(output, peer.pageFile(typical)));
    return {
      name: peer.name,
      seconds: run.seconds,
      peakMiB: run.peakMiB,
      ...outputStats(output),
      typicalGzipKiB: page?.gzipKiB ?? null,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runPeers(corpus: string, typical: string): Promise<PeerFigures[]> {
  const figures: PeerFigures[] = [];
  for (const peer of PEERS) {
    figures.push(await runPeer(peer, corpus, typical));
  }
  return figures;
}
