/** Child-process entry for the API description tests: renders each doc comment read from stdin. */
import { inlineMarkdownToHtml } from '../inlineMarkdown';
import { readStdin, runCases } from './runInTsx';

async function main(): Promise<void> {
  const cases = JSON.parse(await readStdin()) as Record<string, string>;
  const results = await runCases(cases, async (markdown) =>
    inlineMarkdownToHtml(markdown, (path) => path === '/material-ui/react-button'),
  );
  process.stdout.write(JSON.stringify(results));
}

void main();
