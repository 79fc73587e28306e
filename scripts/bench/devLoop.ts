/**
 * The author's loop under `next dev` (docs/performance.md#authoring-figures): how long from starting the dev server to the first
 * page, and from saving an edit to seeing it in the open browser, without a reload, for each kind of
 * file an author edits: a Markdown page, a demo, a navigation tree and a translation. Each edited
 * file is always restored.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { median } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { forgetDevCache, stop, timeStart } from './devServer';

const PAGE = '/material-ui/react-button/';
/** What the measured `next dev` printed, to see where its time went. */
const SERVER_LOG = path.resolve('.bench', 'dev-server.log');

/** One kind of edit: the file it changes, how, and where the change must show on PAGE. */
interface EditKind {
  kind: 'markdown' | 'demo' | 'navigation' | 'translation';
  file: string;
  /** The file's text with `token` written in; throws when the text to replace is gone. */
  edit: (original: string, token: string) => string;
  /** A CSS selector whose elements' text must come to hold the token. */
  shownIn: string;
}

function replaceOnce(file: string, original: string, from: string | RegExp, to: string): string {
  const edited = original.replace(from, to);
  if (edited === original) {
    throw new Error(`${file} no longer holds ${String(from)}: update scripts/bench/devLoop.ts`);
  }
  return edited;
}

export const EDIT_KINDS: readonly EditKind[] = [
  {
    kind: 'markdown',
    file: path.join('data', 'material-ui', 'react-button.md'),
    edit: (original, token) =>
      replaceOnce('react-button.md', original, /^(<p class="description">)/m, `$1${token} `),
    shownIn: 'main',
  },
  {
    // The live demo itself, not only its code listing: a button of the rendered demo.
    kind: 'demo',
    file: path.join('data', 'material-ui', 'react-button', 'BasicButtons.tsx'),
    edit: (original, token) =>
      replaceOnce('BasicButtons.tsx', original, '>Outlined</Button>', `>${token}</Button>`),
    shownIn: 'main button',
  },
  {
    kind: 'navigation',
    file: path.join('data', 'material-ui', 'pages.ts'),
    edit: (original, token) =>
      replaceOnce(
        'pages.ts',
        original,
        "{ pathname: '/material-ui/react-button-group' }",
        `{ pathname: '/material-ui/react-button-group', title: '${token}' }`,
      ),
    shownIn: 'nav a',
  },
  {
    kind: 'translation',
    file: path.join('translations', 'translations.json'),
    edit: (original, token) =>
      replaceOnce(
        'translations.json',
        original,
        '"editPage": "Edit this page"',
        `"editPage": "${token}"`,
      ),
    shownIn: 'main a',
  },
];

export type EditKindName = EditKind['kind'];

export interface DevLoopFigures {
  /** From `npm run dev` to the first page with no `.next/dev`, as on a clean clone (median). */
  coldStartSeconds: number;
  /** The same with Turbopack's cache from the previous session, stopped as Ctrl+C stops it (median). */
  warmStartSeconds: number;
  /** Every start measured, in order: one start varies by a second or more on a shared machine. */
  coldStartSamples: number[];
  warmStartSamples: number[];
  /** Median milliseconds from saving to visible, per kind of edit; null when it did not show. */
  editToVisibleMs: Record<EditKindName, number | null>;
  samples: Record<EditKindName, number[]>;
  /** How many of each kind's edits Next showed by reloading the page itself (no edit needs a reload by hand). */
  reloads: Record<EditKindName, number>;
}

/** What Playwright says when a reload of the page interrupts a question put to it. */
const INTERRUPTED_BY_RELOAD = /context was destroyed|navigation/i;

/**
 * Runs `attempt` (given the milliseconds left) again whenever a reload of the page interrupts it,
 * until `timeoutMs` have passed; any other error, or a timeout, is the answer.
 */
async function acrossReloads<T>(
  timeoutMs: number,
  attempt: (remainingMs: number) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt(Math.max(1, deadline - Date.now()));
    } catch (error) {
      if (Date.now() >= deadline || !INTERRUPTED_BY_RELOAD.test(String(error))) {
        throw error;
      }
    }
  }
}

/** Whether `selector` shows the token as rendered text (compared ignoring case: buttons are upper case). */
async function shows(
  page: Page,
  selector: string,
  token: string,
  present: boolean,
  timeoutMs = 60_000,
): Promise<void> {
  await acrossReloads(timeoutMs, (remainingMs) =>
    page.waitForFunction(
      ([css, text, wanted]) =>
        Array.from(document.querySelectorAll<HTMLElement>(css)).some((element) =>
          element.innerText.toLowerCase().includes(text.toLowerCase()),
        ) === wanted,
      [selector, token, present] as const,
      { timeout: remainingMs, polling: 20 },
    ),
  );
}

/** The page as an author keeps it open: loaded, listening for edits, with its demos compiled. */
async function settleDevPage(page: Page): Promise<void> {
  await acrossReloads(180_000, (remainingMs) =>
    page.waitForFunction(
      () =>
        document.documentElement.dataset.devRefresh === 'ready' &&
        document.querySelector('main [role="toolbar"]') !== null &&
        !document.body.innerText.includes('Compiling the demos of this page'),
      undefined,
      { timeout: remainingMs, polling: 100 },
    ),
  );
}

/** Runs `question` in the page, again (once the new document has loaded) when a reload interrupts it. */
function askPage<T>(page: Page, question: () => T): Promise<T> {
  return acrossReloads(60_000, async () => {
    await page.waitForLoadState('domcontentloaded');
    return page.evaluate(question);
  });
}

/** One kind's samples: milliseconds from save to visible, and how many edits reloaded the page. */
interface EditSamples {
  samples: number[];
  reloads: number;
}

/**
 * Saves `edits` edits of one kind, each timed from the save until it shows in the open page, with
 * no reload by hand (one Next makes itself is counted); restores the file.
 */
async function timeEdits(page: Page, kind: EditKind, edits: number): Promise<EditSamples> {
  const file = path.resolve(kind.file);
  const original = fs.readFileSync(file, 'utf8');
  const samples: number[] = [];
  let reloads = 0;
  let token = '';
  try {
    for (let edit = 1; edit <= edits; edit += 1) {
      // A marker on window survives a client-side refresh or a hot update, but not a reload.
      await askPage(page, () => {
        Object.assign(window, { __sameDocument: true });
      });
      token = `Edited${kind.kind}${edit}x${Date.now()}`;
      const saved = Date.now();
      fs.writeFileSync(file, kind.edit(original, token));
      await shows(page, kind.shownIn, token, true).catch(() => {
        throw new Error(`A ${kind.kind} edit of ${kind.file} did not show on ${PAGE} within 60 s`);
      });
      samples.push(Date.now() - saved);
      if (!(await askPage(page, () => '__sameDocument' in window))) {
        reloads += 1;
      }
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  // The next kind starts from the page as it was (loaded again if the restore did not reach it:
  // not a measured figure).
  if (token) {
    await shows(page, kind.shownIn, token, false, 15_000).catch(async () => {
      await page.reload();
      await shows(page, kind.shownIn, token, false);
    });
  }
  await settleDevPage(page);
  return { samples, reloads };
}

/**
 * Starts the dev server `starts` times cold and as many times warm, each timed to its first page;
 * between the cold and the warm starts, the last cold session measures `edits` edits of each kind.
 */
export async function measureDevLoop(port: number, edits = 3, starts = 3): Promise<DevLoopFigures> {
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = fs.openSync(SERVER_LOG, 'w');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  let server: ChildProcess | null = null;
  /** Stops the session running (Ctrl+C, its cache written), starts another: its seconds. */
  const restart = async (which: string, cold: boolean): Promise<number> => {
    if (server) {
      await stop(server);
      server = null;
    }
    if (cold) forgetDevCache();
    const started = await timeStart(port, log, PAGE);
    server = started.server;
    console.log(`[bench] dev loop: ${which}: ${started.seconds.toFixed(1)} s`);
    return started.seconds;
  };
  const coldStartSamples: number[] = [];
  const warmStartSamples: number[] = [];
  try {
    for (let run = 1; run <= starts; run += 1) {
      coldStartSamples.push(await restart(`cold start ${run} of ${starts}`, true));
    }
    const url = `http://127.0.0.1:${port}${PAGE}`;
    const page = await browser.newPage();
    await page.goto(url);
    // The first visit adds the page's demos to next dev's registries (devDemoFolders.ts), and
    // the page takes them in; then past the dev server's own start-up updates.
    await settleDevPage(page);
    await page.waitForTimeout(2_000);
    const samples = {} as Record<EditKindName, number[]>;
    const editToVisibleMs = {} as Record<EditKindName, number | null>;
    const reloads = {} as Record<EditKindName, number>;
    for (const kind of EDIT_KINDS) {
      console.log(`[bench] dev loop: ${edits} ${kind.kind} edit(s) of ${kind.file}`);
      try {
        const timed = await timeEdits(page, kind, edits);
        samples[kind.kind] = timed.samples;
        reloads[kind.kind] = timed.reloads;
        editToVisibleMs[kind.kind] = median(timed.samples);
      } catch (error) {
        // Reported as a figure over its budget; the other kinds are still measured.
        console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
        samples[kind.kind] = [];
        reloads[kind.kind] = 0;
        editToVisibleMs[kind.kind] = null;
      }
    }
    await page.close();
    // The author's next starts, each with the cache the previous session wrote.
    for (let run = 1; run <= starts; run += 1) {
      warmStartSamples.push(await restart(`start ${run} of ${starts} after Ctrl+C`, false));
    }
    return {
      coldStartSeconds: median(coldStartSamples),
      warmStartSeconds: median(warmStartSamples),
      coldStartSamples,
      warmStartSamples,
      editToVisibleMs,
      samples,
      reloads,
    };
  } finally {
    await browser.close();
    if (server) {
      await stop(server);
    }
    fs.closeSync(log);
  }
}

// `tsx scripts/bench/devLoop.ts [port]` prints the figures on their own.
if (process.argv[1]?.endsWith('devLoop.ts')) {
  measureDevLoop(Number(process.argv[2] ?? 3998))
    .then((figures) => {
      console.log(JSON.stringify(figures));
      if (Object.values(figures.editToVisibleMs).includes(null)) process.exit(1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
