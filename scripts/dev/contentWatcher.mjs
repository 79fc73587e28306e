// `next dev` only (started by next.config.mjs in the development phase): watches what authors edit
// outside the module graph — Markdown pages, navigation trees, and demo files being added or
// removed — and tells the dev server and the open browser about it.
//
// - generated/dev/content-version.txt: read by the route table, the navigation trees and the
//   Markdown cache (src/content/contentVersion.ts), so the next request renders the edited page.
// - an event stream on 127.0.0.1 (its URL reaches the browser as NEXT_PUBLIC_CONTENT_EVENTS_URL):
//   src/components/dev/DevContentRefresh.tsx listens and fetches the page's props again, without a
//   reload and without recompiling anything.
// Navigation trees (data/<area>/pages.ts) are read as content too (src/content/authoredTrees.ts).
// Demo code and translations are modules: Next's hot update shows those itself. The English
// translations reach the pages split (generated/translations/, scripts/generate-translations.ts):
// an edit of translations/translations.json splits it again here, and the parts that changed reach
// the page through the hot update.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { pathToFileURL } from 'node:url';

const DEBOUNCE_MS = 30;
/** Markdown pages, demos (.tsx) and the areas' navigation files (data/<area>/pages.ts). */
const WATCHED = /(\.md|\.tsx|(^|[\\/])pages\.ts)$/;
/**
 * A demo is also a module: Next's hot update shows the live demo in well under a second, but not
 * while the page is fetching its props again (which, after a module edit, waits for the route's
 * server code to be evaluated anew). The props that carry the demo's listing are asked for after it.
 */
const DEMO_ANNOUNCE_DELAY_MS = 1500;

/** @param {string} root @param {number} version */
function writeVersion(root, version) {
  const dir = path.join(root, 'generated', 'dev');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'content-version.txt'), String(version));
}

/** @param {string} root */
function reindexDemos(root) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  // Under next dev the registries hold the folders of the pages opened so far (devDemoFolders.ts).
  spawn(tsx, [path.join('scripts', 'generate-demos.ts'), '--dev'], { cwd: root, stdio: 'inherit' });
}

/** The English translations authors edit, in translations/; split into generated/translations/. */
const ENGLISH_TRANSLATIONS = 'translations.json';

/** @type {Promise<{ generateTranslations: (root: string) => { written: string[], removed: string[] } }> | null} */
let translationsGenerator = null;

/**
 * Splits the English translations again, in this process: scripts/generate-translations.ts is
 * loaded once through tsx's API (a third of a second, on the first edit), where a tsx process per
 * edit would take some 0.7 s before the page could show it. Only the parts whose content changed
 * are written, so Next updates only the modules that import them. An edit that is not valid JSON
 * is reported here and leaves the parts as they were.
 * @param {string} root
 */
async function splitTranslations(root) {
  translationsGenerator ??= import('tsx/esm/api').then(({ tsImport }) =>
    tsImport(
      pathToFileURL(path.join(root, 'scripts', 'generate-translations.ts')).href,
      import.meta.url,
    ),
  );
  try {
    const { generateTranslations } = await translationsGenerator;
    const { written } = generateTranslations(root);
    if (written.length > 0) console.log(`[dev] translations: wrote ${written.join(', ')}`);
  } catch (error) {
    console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Runs the translations generator whenever translations/translations.json changes (not persistent,
 * like the content watcher).
 * @param {string} root
 */
function watchTranslations(root) {
  const dir = path.join(root, 'translations');
  if (!fs.existsSync(dir)) return;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  fs.watch(dir, { persistent: false }, (_event, name) => {
    if (name !== ENGLISH_TRANSLATIONS) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void splitTranslations(root);
    }, DEBOUNCE_MS);
  });
}

/**
 * The event stream: every open page holds one connection and receives the new version after an edit.
 * @returns {Promise<{ url: string, announce: (version: number) => void }>}
 */
async function startEventStream() {
  /** @type {Set<http.ServerResponse>} */
  const listeners = new Set();
  const server = http.createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    response.write(': listening\n\n');
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
  });
  server.unref();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    announce: (version) => {
      for (const listener of listeners) listener.write(`data: ${version}\n\n`);
    },
  };
}

/**
 * Starts watching once per process and returns the event stream's URL. `contentDir` is data/ or
 * DOCS_CONTENT_DIR.
 * @param {{ root: string, contentDir: string }} options
 * @returns {Promise<string>}
 */
export async function watchContent({ root, contentDir }) {
  const key = Symbol.for('docs.contentWatcher');
  const registry = /** @type {Record<symbol, Promise<string>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  registry[key] ??= (async () => {
    const stream = await startEventStream();
    let version = Date.now();
    writeVersion(root, version);
    /** @type {NodeJS.Timeout | null} */
    let timer = null;
    let demosMoved = false;
    let demoEdited = false;
    // Not persistent: the watcher lives as long as the dev server, and never keeps a process alive by
    // itself (a script that only loads next.config.mjs must still exit).
    fs.watch(contentDir, { recursive: true, persistent: false }, (event, name) => {
      if (!name || !WATCHED.test(name)) return;
      if (name.endsWith('.tsx') && event === 'rename') demosMoved = true;
      if (name.endsWith('.tsx')) demoEdited = true;
      if (timer) clearTimeout(timer);
      const delay = demoEdited ? DEMO_ANNOUNCE_DELAY_MS : DEBOUNCE_MS;
      timer = setTimeout(() => {
        demoEdited = false;
        timer = null;
        version += 1;
        writeVersion(root, version);
        stream.announce(version);
        if (demosMoved) {
          demosMoved = false;
          reindexDemos(root);
        }
      }, delay);
    });
    watchTranslations(root);
    console.log(`[dev] watching ${path.relative(root, contentDir) || '.'} for page edits`);
    return stream.url;
  })();
  return registry[key];
}
