/** Child-process entry for renderMarkdown.test.ts: renders each case read from stdin. */
import type { Language } from '@/core/language';
import { renderMarkdown } from '../renderMarkdown';
import { readStdin, runCases } from './runInTsx';

async function main(): Promise<void> {
  const cases = JSON.parse(await readStdin()) as Record<
    string,
    { markdown: string; language: Language }
  >;
  const results = await runCases(cases, ({ markdown, language }) =>
    renderMarkdown(markdown, { language }),
  );
  process.stdout.write(JSON.stringify(results));
}

void main();
