/**
 * What a component page may run before it is interactive (docs/performance.md#what-a-page-loads-before-it-is-interactive):
 * every script the Button page requests until `<html data-hydrated>`, told apart by content
 * (scripts/bench/chunkModules.ts). The Material UI components defined must be those its demos
 * render; a chunk the HTML does not reference must be one of the named parts the page loads while
 * it hydrates; and modules that come twice may not grow in number. The demo toolbar's Tooltip, ToggleButtonGroup,
 * IconButton and Alert once loaded here; a new component or lazy part fails with its name, to be
 * deferred or added here with the reason.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { referencedAssets } from '../../scripts/bench/pageWeight';
import { HYDRATION_CLOCK } from '../../scripts/bench/browserWeight';
import {
  chunkParts,
  modulesInMoreThanOneChunk,
  muiComponentsDefined,
} from '../../scripts/bench/chunkModules';

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

/** The parts a component page loads while it hydrates, beyond the scripts its HTML lists. */
const LAZY_PARTS = [
  // The demo frame (src/components/docs/demoFrame.tsx): toolbar, code, error boundary.
  { name: 'demo frame', pattern: /showCode:"Show code"/ },
  // The demo folder's loaders (src/components/docs/DemoRegistryContext.tsx): one per demo.
  { name: 'demo loaders', pattern: /^[^]{0,400}\.v\(\w=>Promise\.all\(\["static\/chunks\// },
];

async function scriptsUntilInteractive(page: Page): Promise<string[]> {
  await page.addInitScript(`performance.setResourceTimingBufferSize(5000);${HYDRATION_CLOCK}`);
  await page.goto(COMPONENT_PAGE);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page.evaluate(() => {
    const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname);
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

test('a component page runs only its named modules before it is interactive', async ({
  page,
  request,
}) => {
  const loaded = await scriptsUntilInteractive(page);
  const html = await (await request.get(COMPONENT_PAGE)).text();
  const listed = new Set(referencedAssets(html).scripts);
  const chunks = await sources(request, loaded);
  expect(chunks.length).toBeGreaterThan(5);

  const components = [...new Set(chunks.flatMap((chunk) => muiComponentsDefined(chunk.source)))];
  expect(components.length, 'the reading is real: the demos’ components are found').toBeGreaterThan(
    3,
  );
  expect(
    components.filter((name) => !ALLOWED_COMPONENTS.includes(name)),
    'components loaded before the page is interactive that its demos do not render',
  ).toEqual([]);

  const unnamed = chunks
    .filter((chunk) => !listed.has(chunk.name))
    .filter((chunk) => chunkParts(chunk.source, LAZY_PARTS).length === 0)
    .map((chunk) => `${chunk.name}: ${chunk.source.slice(0, 300)}`);
  expect(unnamed, 'chunks loaded while hydrating that are none of the named parts').toEqual([]);

  // Turbopack still copies some shell modules into the demo frame's chunk group: 55 before the
  // frame left MUI, 12 since. The number may fall, never grow.
  const repeated = modulesInMoreThanOneChunk(
    chunks.filter((chunk) => chunk.name.startsWith('/_next/static/chunks/')),
  );
  expect(
    repeated.length,
    `modules downloaded twice before the page is interactive: ${JSON.stringify(repeated)}`,
  ).toBeLessThanOrEqual(MAX_REPEATED_MODULES);
});
