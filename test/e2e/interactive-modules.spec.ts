/**
 * What a component page may run before it is interactive (docs/performance.md#what-a-page-loads-before-it-is-interactive):
 * every script the Button page requests until `<html data-hydrated>`, told apart by content
 * (scripts/bench/chunkModules.ts). Its demos are React roots of their own that load their code,
 * MUI's runtime and the demo frame once the page is interactive (src/components/docs/island/):
 * until then the page runs only the scripts its HTML lists, and defines no Material UI component.
 * Once its demos have hydrated, the components defined are those its demos render, and modules
 * that come twice may not grow in number.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { referencedAssets } from '../../scripts/bench/pageWeight';
import { HYDRATION_CLOCK } from '../../scripts/bench/browserWeight';
import { waitForHydration } from './support/site';
import { modulesInMoreThanOneChunk, muiComponentsDefined } from '../../scripts/bench/chunkModules';

const COMPONENT_PAGE = '/material-ui/react-button/';

/** Modules the Button page's chunks define twice (docs/upgrading.md#script-chunks): a ratchet. */
const MAX_REPEATED_MODULES = 12;

/** The components the Button page's demos render, and the Box of the theme scope. */
const ALLOWED_COMPONENTS = [
  'MuiBadge',
  'MuiBox',
  'MuiButton',
  'MuiButtonBase',
  'MuiCircularProgress',
  'MuiIconButton',
  'MuiStack',
  'MuiSvgIcon',
  'MuiTouchRipple',
  'MuiTypography',
];

/** The page's scripts requested until it was interactive, and until its demos had hydrated. */
async function scriptsOfPage(page: Page): Promise<{ interactive: string[]; demos: string[] }> {
  await page.addInitScript(`performance.setResourceTimingBufferSize(5000);${HYDRATION_CLOCK}`);
  await page.goto(COMPONENT_PAGE);
  await waitForHydration(page);
  return page.evaluate(() => {
    const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt;
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'));
    return {
      interactive: scripts
        .filter((entry) => entry.startTime <= hydratedAt)
        .map(({ url }) => url.pathname),
      demos: scripts.map(({ url }) => url.pathname),
    };
  });
}

async function sources(request: APIRequestContext, urls: string[]) {
  return Promise.all(
    [...new Set(urls)].map(async (name) => ({
      name,
      source: await (await request.get(name)).text(),
    })),
  );
}

test('a component page runs no demo code before it is interactive, and its demos only theirs after', async ({
  page,
  request,
}) => {
  const scripts = await scriptsOfPage(page);
  const html = await (await request.get(COMPONENT_PAGE)).text();
  const listed = new Set(referencedAssets(html).scripts);

  const early = await sources(request, scripts.interactive);
  expect(early.length).toBeGreaterThan(5);
  expect(
    early.filter((chunk) => !listed.has(chunk.name)).map((chunk) => chunk.name),
    'scripts loaded before the page is interactive that its HTML does not list',
  ).toEqual([]);
  expect(
    [...new Set(early.flatMap((chunk) => muiComponentsDefined(chunk.source)))],
    'Material UI components loaded before the page is interactive',
  ).toEqual([]);

  const all = await sources(request, scripts.demos);
  const components = [...new Set(all.flatMap((chunk) => muiComponentsDefined(chunk.source)))];
  expect(components, 'the reading is real: the demos’ components are found').toContain('MuiButton');
  expect(
    components.filter((name) => !ALLOWED_COMPONENTS.includes(name)),
    'components loaded with the page’s demos that they do not render',
  ).toEqual([]);

  const repeated = modulesInMoreThanOneChunk(
    all.filter((chunk) => chunk.name.startsWith('/_next/static/chunks/')),
  );
  expect(
    repeated.length,
    `modules downloaded twice by the page and its demos: ${JSON.stringify(repeated)}`,
  ).toBeLessThanOrEqual(MAX_REPEATED_MODULES);
});
