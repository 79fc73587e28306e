/** What the service worker tests ask a page and a build about its worker. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { GET_VERSION_MESSAGE } from '../../src/core/serviceWorkerPolicy';
import { readWorkerConfig } from '../../src/content/export/serviceWorkerConfig';
import type { WorkerConfig } from '../../src/serviceWorker/worker';
import { TIME_LIMITS } from '../support/timeLimits';

/** The config a build's sw.js was written with. */
export function workerConfigOf(buildDir: string): WorkerConfig {
  return readWorkerConfig(fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8'));
}

/** Opens a page and waits until a worker has installed, activated and taken control of it. */
export async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: TIME_LIMITS.services.workerUpdate,
  });
}

/**
 * The version of the worker controlling the page (asked by message), or null: while there is no
 * controller, while the page reloads, and while another worker is installing or waiting. The
 * message is not sent then, because it keeps the active worker busy: Chromium activates a waiting
 * worker that called skipWaiting() only once the active one has gone idle, and a test polling
 * every second could hold the new version back for good (seen with one core kept busy: the
 * second build waited 90 s, "installed", beside an active worker with no event pending).
 */
export function controllerVersion(page: Page): Promise<string | null> {
  return page
    .evaluate(async (message) => {
      const controller = navigator.serviceWorker.controller;
      const registration = await navigator.serviceWorker.getRegistration();
      if (controller === null || registration?.installing || registration?.waiting) {
        return null;
      }
      return new Promise<string | null>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: message }, [channel.port2]);
        setTimeout(() => resolve(null), 5_000);
      });
    }, GET_VERSION_MESSAGE)
    .catch(() => null); // while the page reloads there is no document to ask
}

export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The paths a cache holds (Workbox's `__WB_REVISION__` parameter left out). */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** Counts the documents a tab loads, across reloads (sessionStorage `e2e-loads`). */
export async function countLoads(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('e2e-loads') ?? '0') + 1;
    sessionStorage.setItem('e2e-loads', String(loads));
  });
  // While the page reloads there is no document to ask: report 0 and let a poll ask again.
  return () => page.evaluate(() => Number(sessionStorage.getItem('e2e-loads'))).catch(() => 0);
}

/**
 * Asks the browser to check for a new worker now; resolves to the state the installing worker
 * ends in (`activated`, or `redundant` when its install failed), or null when there was none.
 */
export function updateWorker(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration === undefined) {
      return null;
    }
    await registration.update();
    const installing = registration.installing;
    if (installing === null) {
      return registration.active?.state ?? null;
    }
    return new Promise<string>((resolve) => {
      const settle = () => {
        if (installing.state === 'activated' || installing.state === 'redundant') {
          resolve(installing.state);
        }
      };
      installing.addEventListener('statechange', settle);
      settle();
    });
  });
}
