/** Child-process entry for loadDemos.test.ts: loads the demos of each case read from stdin. */
import type { Segment } from '../../markdown/segments';
import { readStdin, runCases } from '../../markdown/testing/runInTsx';
import { loadDemos } from '../loadDemos';

async function main(): Promise<void> {
  const cases = JSON.parse(await readStdin()) as Record<
    string,
    { markdownFile: string; segments: Segment[] }
  >;
  const results = await runCases(cases, ({ markdownFile, segments }) =>
    loadDemos(markdownFile, segments),
  );
  process.stdout.write(JSON.stringify(results));
}

void main();
