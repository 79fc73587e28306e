/**
 * Child-process entry for the Markdown tests: renders each case read from stdin with a shared
 * build folder (as `next build` sets one) and reports how many renders it then holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_BUILD_CACHE_ENV } from '../buildShareCache';
import { renderMarkdown } from '../renderMarkdown';
import { readStdin, runCases } from './runInTsx';

async function main(): Promise<void> {
  const cases = JSON.parse(await readStdin()) as Record<
    string,
    { markdown: string; renderedInOtherLanguages?: boolean }
  >;
  const results = await runCases(cases, async ({ markdown, renderedInOtherLanguages }) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-share-'));
    process.env[SHARED_BUILD_CACHE_ENV] = folder;
    try {
      const rendered = await renderMarkdown(markdown, {
        language: 'en',
        renderedInOtherLanguages,
      });
      return { stored: fs.readdirSync(folder).length, segments: rendered.segments.length };
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
  process.stdout.write(JSON.stringify(results));
}

void main();
