import fs from 'node:fs';
import path from 'node:path';
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Page,
  Request,
  Response,
} from '@playwright/test';
import { sitemapLocations } from '../../../scripts/gates/exportFiles';
import { pathOfLocation, type Variant } from '../../../scripts/gates/pageSet';
import { hydrationErrorPlace } from './hydrationErrorPlace';
import { isMuiXMissingLicenseMessage } from './muiXLicense';

/** What a clean load must not produce. */
export type LoadProblemKind = 'console' | 'hydration' | 'pageerror' | 'request';

export interface LoadProblem {
  kind: LoadProblemKind;
  text: string;
}

/**
 * What React prints when server HTML and the first client render differ: the development
 * warnings, and the production build's minified errors (418 text, 419 server error, 421/422/423
 * recovered hydration, 425 text content).
 */
export const HYDRATION_MESSAGE =
  /Hydration failed|did not match|does not match server|error while hydrating|hydrat(ing|ion) (error|mismatch)|Minified React error #(418|419|421|422|423|425)\b|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** The export the gates read: out/, or E2E_STATIC_DIR as in playwright.config.ts. */
export const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'out';

/** The canonical paths of the sitemap of the export. */
export function sitemapPaths(dir = STATIC_DIR): string[] {
  const file = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  return sitemapLocations(fs.readFileSync(file, 'utf8')).map(pathOfLocation);
}

function describeRequest(request: Request, reason: string): string {
  return `${request.method()} ${request.url()} (${request.resourceType()}): ${reason}`;
}

/** Records every problem of one page from now on. */
export function watchLoad(page: Page): LoadProblem[] {
  const problems: LoadProblem[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (HYDRATION_MESSAGE.test(text)) {
      problems.push({ kind: 'hydration', text: `[console.${message.type()}] ${text}` });
    } else if (message.type() === 'error' && !isMuiXMissingLicenseMessage(text)) {
      const { url, lineNumber } = message.location();
      problems.push({ kind: 'console', text: url ? `${text} (at ${url}:${lineNumber})` : text });
    }
  });
  page.on('pageerror', (error: Error) => {
    const text = error.stack ?? error.message;
    problems.push({ kind: HYDRATION_MESSAGE.test(text) ? 'hydration' : 'pageerror', text });
  });
  page.on('requestfailed', (request: Request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Cancelled by the page itself (a prefetch overtaken by navigation): not a failure.
    if (reason !== 'net::ERR_ABORTED') {
      problems.push({ kind: 'request', text: describeRequest(request, reason) });
    }
  });
  page.on('response', (response: Response) => {
    if (response.status() >= 400) {
      problems.push({
        kind: 'request',
        text: describeRequest(response.request(), `HTTP ${response.status()}`),
      });
    }
  });
  return problems;
}

/** A fresh context whose pages start with the variant's stored mode and direction. */
export async function contextFor(browser: Browser, baseURL: string, variant: Variant) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    colorScheme: variant.mode,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(
    ({ mode, direction }) => {
      try {
        window.localStorage.setItem('mui-mode', mode);
        window.localStorage.setItem('mui-direction', direction);
      } catch {
        // Storage may be unavailable on a non-HTTP page; the page then shows its defaults.
      }
    },
    { mode: variant.mode, direction: variant.direction },
  );
  return context;
}

/**
 * Waits until the page has loaded, fetched what it needs and hydrated: the load event, a quiet
 * network, then an idle moment of the main thread (React's hydration work is done by then).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) {
          window.requestIdleCallback(() => resolve(), { timeout: 3_000 });
        } else {
          setTimeout(resolve, 200);
        }
      }),
  );
}

/** The problems as lines, for an assertion message. */
export function formatLoadProblems(url: string, problems: readonly LoadProblem[]): string {
  return [
    `${problems.length} problem(s) on ${url}:`,
    ...problems.map((p) => `  [${p.kind}] ${p.text}`),
  ].join('\n');
}

interface PausedOnException {
  reason: string;
  data?: { description?: string };
  callFrames: Parameters<typeof hydrationErrorPlace>[1];
}

/**
 * Records React's hydration errors as they are thrown, caught or not. React 18 recovers from a
 * mismatch it meets in a pass it then throws away (after a part suspended, it goes on through the
 * next siblings against the wrong server nodes): production builds print nothing, yet each error
 * costs the main thread its component stack, and the page hydrates again. Each is named with the
 * element React was hydrating (hydrationErrorPlace.ts), as production builds name no component.
 */
async function watchThrownHydrationErrors(page: Page, problems: LoadProblem[]): Promise<void> {
  const session = await page.context().newCDPSession(page);
  session.on('Debugger.paused', (event: PausedOnException) => {
    const description = event.data?.description ?? '';
    const recorded =
      event.reason === 'exception' && HYDRATION_MESSAGE.test(description)
        ? hydrationErrorPlace(session, event.callFrames)
            .catch(() => null)
            .then((place) => {
              const where = place === null ? '' : ` (while hydrating ${place})`;
              problems.push({
                kind: 'hydration',
                text: `[thrown] ${description.split('\n')[0]}${where}`,
              });
            })
        : Promise.resolve();
    void recorded.then(() => session.send('Debugger.resume').catch(() => undefined));
  });
  await session.send('Debugger.enable');
  await session.send('Debugger.setPauseOnExceptions', { state: 'all' });
}

/** Opens `url` in `page` and returns what went wrong, after the page has settled. */
export async function openAndWatch(page: Page, url: string): Promise<LoadProblem[]> {
  const problems = watchLoad(page);
  await watchThrownHydrationErrors(page, problems);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await settle(page);
  return problems;
}
