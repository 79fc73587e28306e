/**
 * Lighthouse (the exact version package.json pins, checked by lighthouseVersion) in its default
 * (mobile) configuration against the served export, median of runs.
 * A run may start from saved preferences (`savedStorage`): the browser is then started here, the
 * values are written to the site's localStorage, and Lighthouse attaches to it without resetting
 * storage, as a returning reader would arrive.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './stats';

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** First contentful paint and Speed Index: how soon the page looks finished after it first paints. */
  fcpMs: number;
  speedIndexMs: number;
  /**
   * Lighthouse's own measure of the host CPU's speed (its environment.benchmarkIndex). Its
   * simulated 4x slowdown multiplies the tasks measured here, so TBT scales with the host's speed.
   */
  benchmarkIndex: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

// Lighthouse starts Chromium itself, in the new headless mode, with the project's other flags.
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'),
].join(' ');

/** localStorage entries a run starts with (key to value). */
export type SavedStorage = Readonly<Record<string, string>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('No free port for the browser Lighthouse attaches to')),
      );
    });
  });
}

function runLighthouse(url: string, browserArgs: string[]): Promise<LighthouseReport> {
  const outFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'lighthouse'),
      [url, '--quiet', '--output=json', `--output-path=${outFile}`, ...browserArgs],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) => {
      if (code !== 0 || !fs.existsSync(outFile)) {
        reject(new Error(`Lighthouse failed on ${url} (exit ${code})`));
        return;
      }
      resolve(JSON.parse(fs.readFileSync(outFile, 'utf8')) as LighthouseReport);
      fs.rmSync(path.dirname(outFile), { recursive: true, force: true });
    });
  });
}

/** A run in a browser of Lighthouse's own, with empty storage: a first visit. */
function runOnce(url: string): Promise<LighthouseReport> {
  return runLighthouse(url, [`--chrome-path=${CHROMIUM_PATH}`, `--chrome-flags=${CHROME_FLAGS}`]);
}

/** A run in a browser whose localStorage for the page's origin already holds `saved`. */
async function runOnceWithSaved(url: string, saved: SavedStorage): Promise<LighthouseReport> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        window.localStorage.setItem(key, value);
      }
    }, saved);
    await page.close();
    return await runLighthouse(url, [`--port=${port}`, '--disable-storage-reset']);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The installed Lighthouse's version; an error when package.json does not pin it exactly or the
 * installed one differs, as figures of two versions do not compare.
 */
export function lighthouseVersion(): string {
  const pinned = (
    JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      devDependencies?: Record<string, string>;
      dependencies?: Record<string, string>;
    }
  ).devDependencies?.lighthouse;
  const installed = (
    JSON.parse(
      fs.readFileSync(path.join('node_modules', 'lighthouse', 'package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;
  if (pinned === undefined || !/^\d+\.\d+\.\d+$/.test(pinned) || pinned !== installed) {
    throw new Error(
      `package.json must pin lighthouse to the exact installed version (${installed}); it says ${pinned ?? 'nothing'}: set "lighthouse": "${installed}" in devDependencies`,
    );
  }
  return installed;
}

const score = (report: LighthouseReport, id: string) =>
  Math.round((report.categories[id]?.score ?? 0) * 100);
const audit = (report: LighthouseReport, id: string) =>
  report.audits[id]?.numericValue ?? Number.NaN;

export async function lighthouseMedian(
  baseUrl: string,
  page: string,
  runs: number,
  savedStorage?: SavedStorage,
): Promise<LighthouseFigures> {
  const reports: LighthouseReport[] = [];
  const saved = savedStorage ? ` with ${JSON.stringify(savedStorage)} saved` : '';
  for (let run = 1; run <= runs; run += 1) {
    console.log(`[bench] lighthouse ${page}${saved} run ${run}/${runs}`);
    const url = `${baseUrl}${page}`;
    reports.push(await (savedStorage ? runOnceWithSaved(url, savedStorage) : runOnce(url)));
  }
  const of = (pick: (report: LighthouseReport) => number) => median(reports.map(pick));
  return {
    page,
    performance: of((r) => score(r, 'performance')),
    accessibility: of((r) => score(r, 'accessibility')),
    bestPractices: of((r) => score(r, 'best-practices')),
    seo: of((r) => score(r, 'seo')),
    lcpMs: of((r) => audit(r, 'largest-contentful-paint')),
    tbtMs: of((r) => audit(r, 'total-blocking-time')),
    cls: of((r) => audit(r, 'cumulative-layout-shift')),
    fcpMs: of((r) => audit(r, 'first-contentful-paint')),
    speedIndexMs: of((r) => audit(r, 'speed-index')),
    benchmarkIndex: of((r) => r.environment?.benchmarkIndex ?? Number.NaN),
  };
}
