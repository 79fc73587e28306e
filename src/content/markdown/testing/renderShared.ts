/**
 * Child-process entry for renderMarkdown.test.ts: renders one page in English and Chinese the way
 * two prerender workers do (through one shared folder), and again without sharing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderMarkdown } from '../renderMarkdown';
import { SHARED_BUILD_CACHE_ENV } from '../buildShareCache';
import { readStdin } from './runInTsx';

async function main(): Promise<void> {
  const { markdown, pagePath } = JSON.parse(await readStdin()) as {
    markdown: string;
    pagePath: string;
  };
  const direct = {
    en: await renderMarkdown(markdown, { language: 'en', pagePath }),
    zh: await renderMarkdown(markdown, { language: 'zh', pagePath }),
  };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'render-shared-'));
  process.env[SHARED_BUILD_CACHE_ENV] = folder;
  const shared = {
    zh: await renderMarkdown(markdown, { language: 'zh', pagePath }),
    en: await renderMarkdown(markdown, { language: 'en', pagePath }),
  };
  const storedRenders = fs.readdirSync(folder).length;
  fs.rmSync(folder, { recursive: true });
  process.stdout.write(JSON.stringify({ direct, shared, storedRenders }));
}

void main();
