/** Lighthouse 12 in its default (mobile) configuration against the served export, median of runs. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

function runOnce(url: string): Promise<LighthouseReport> {
  const outFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join('node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        '--chrome-path=/usr/bin/chromium',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
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

const score = (report: LighthouseReport, id: string) =>
  Math.round((report.categories[id]?.score ?? 0) * 100);
const audit = (report: LighthouseReport, id: string) =>
  report.audits[id]?.numericValue ?? Number.NaN;

export async function lighthouseMedian(
  baseUrl: string,
  page: string,
  runs: number,
): Promise<LighthouseFigures> {
  const reports: LighthouseReport[] = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`[bench] lighthouse ${page} run ${run}/${runs}`);
    reports.push(await runOnce(`${baseUrl}${page}`));
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
  };
}
