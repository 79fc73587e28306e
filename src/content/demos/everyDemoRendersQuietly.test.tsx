/** @jest-environment node */
/**
 * Every demo of data/ renders on the server with React's development checks and says nothing: no
 * key spread into JSX, no NaN attribute, no failed prop type. A production build keeps quiet about
 * all of these, so otherwise only an author under `next dev` would see them (that is how the
 * Autocomplete chips' key and the time picker's views were found). Each demo renders in its
 * area's theme provider, as the site renders it (DemoThemeScope's areas).
 *
 * Left out: MUI X's charts, whose d3 dependencies ship only ES modules, which jest does not load
 * the way the site's bundler does; and a demo that is one of the site's own tools (it imports from
 * `@/`, and needs the shell's providers). The clean-load gate opens their pages in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { Experimental_CssVarsProvider as MaterialCssVarsProvider } from '@mui/material/styles';
import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';
import { demoAreaOf } from '@/components/docs/DemoThemeScope';
import { DATA_DIR } from '@/content/contentPaths';
import { demoFilesIn } from './demoFiles';

const CHARTS = /^x\/react-charts\//;
const SITE_TOOL = /^import .* from '@\//m;

/** What the libraries themselves say, never a demo's doing. */
const LIBRARY_MESSAGES: readonly ((text: string) => boolean)[] = [
  // MUI X Pro and Premium without a licence key, as the site runs without one.
  (text) => text.includes('MUI: Missing license key'),
  // React 18.3 on the default props of @mui/x-date-pickers 6.20.2's own transitions.
  (text) => /Support for defaultProps will be removed/.test(text) && /\bMuiPickers\w+/.test(text),
];

function inAreaScope(demoId: string, demo: React.ReactElement): React.ReactElement {
  switch (demoAreaOf(demoId)) {
    case 'joy':
      return <JoyCssVarsProvider>{demo}</JoyCssVarsProvider>;
    case 'material':
      return <MaterialCssVarsProvider>{demo}</MaterialCssVarsProvider>;
    default:
      return demo;
  }
}

const demos = demoFilesIn(DATA_DIR)
  .map((file) => ({ file, id: path.relative(DATA_DIR, file).split(path.sep).join('/') }))
  .filter(({ file, id }) => !CHARTS.test(id) && !SITE_TOOL.test(fs.readFileSync(file, 'utf8')));

test(`the ${demos.length} demos render on the server without a warning`, async () => {
  const said: string[] = [];
  const console = jest.spyOn(global.console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!LIBRARY_MESSAGES.some((isLibrary) => isLibrary(text))) said.push(text.slice(0, 400));
  });
  const problems: string[] = [];
  try {
    for (const { file, id } of demos) {
      const before = said.length;
      try {
        const { default: Demo } = (await import(file)) as { default?: React.ComponentType };
        if (Demo === undefined) {
          problems.push(`${id}: no default export`);
          continue;
        }
        renderToString(inAreaScope(id, <Demo />));
      } catch (error) {
        problems.push(`${id}: threw ${error instanceof Error ? error.message : String(error)}`);
      }
      problems.push(...said.slice(before).map((text) => `${id}: ${text}`));
    }
  } finally {
    console.mockRestore();
  }
  expect(problems).toEqual([]);
}, 300_000);
