/** Child-process entry for the Markdown tests: renders each case read from stdin. */
import type { Language } from '@/core/language';
import { renderMarkdown } from '../renderMarkdown';
import type { MarkdownLocation } from '../markdownProblem';
import { readStdin, runCases } from './runInTsx';

async function main(): Promise<void> {
  const cases = JSON.parse(await readStdin()) as Record<
    string,
    { markdown: string; language: Language; location?: MarkdownLocation }
  >;
  const results = await runCases(cases, ({ markdown, language, location }) =>
    renderMarkdown(markdown, { language, location }),
  );
  process.stdout.write(JSON.stringify(results));
}

void main();
