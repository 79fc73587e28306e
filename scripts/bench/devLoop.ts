/**
 * The author's loop under `next dev` (issue 23): how long from starting the dev server to the first
 * page, and from saving a Markdown edit to seeing it in the open browser, without a reload.
 * Edits data/material-ui/react-button.md and always restores it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const PAGE = '/material-ui/react-button/';
const FILE = path.resolve('data', 'material-ui', 'react-button.md');
export interface DevLoopFigures {
  startToFirstPageSeconds: number;
  editToVisibleMs: number;
  samples: number[];
}

async function waitForPage(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<h1')) return;
    } catch {
      // The server is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`next dev did not serve ${url} within the time allowed`);
}

function stop(child: ChildProcess): void {
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

export async function measureDevLoop(port: number, edits = 3): Promise<DevLoopFigures> {
  const original = fs.readFileSync(FILE, 'utf8');
  const marker = original.match(/^<p class="description">([^<]{20,})/m)?.[1].slice(0, 20);
  if (!marker) throw new Error(`${FILE} has no description paragraph to edit`);
  const started = Date.now();
  const server = spawn(path.resolve('node_modules', '.bin', 'next'), ['dev', '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const url = `http://127.0.0.1:${port}${PAGE}`;
    await waitForPage(url, Date.now() + 600_000);
    const startToFirstPageSeconds = (Date.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => document.documentElement.dataset.devRefresh === 'ready',
      undefined,
      {
        timeout: 120_000,
      },
    );
    // Past the dev server's own start-up updates, so that only the edits below change the page.
    await page.waitForTimeout(2_000);
    // A marker on window survives a client-side refresh but not a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const samples: number[] = [];
    for (let edit = 1; edit <= edits; edit += 1) {
      const token = `Edited${edit}x${Date.now()}`;
      const saved = Date.now();
      fs.writeFileSync(FILE, original.replace(marker, `${token} ${marker}`));
      await page.waitForFunction((text) => document.body.innerText.includes(text), token, {
        timeout: 60_000,
        polling: 20,
      });
      samples.push(Date.now() - saved);
      if (!(await page.evaluate(() => '__sameDocument' in window))) {
        throw new Error('The edit reloaded the whole page instead of refreshing its content');
      }
    }
    return { startToFirstPageSeconds, editToVisibleMs: median(samples), samples };
  } finally {
    fs.writeFileSync(FILE, original);
    await browser.close();
    stop(server);
  }
}

// `tsx scripts/bench/devLoop.ts [port]` prints the figures on their own.
if (process.argv[1]?.endsWith('devLoop.ts')) {
  measureDevLoop(Number(process.argv[2] ?? 3998))
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
