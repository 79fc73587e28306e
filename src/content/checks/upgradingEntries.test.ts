/**
 * Each entry of the upgrade checklist (docs/upgrading.md) names the test that fails when a new
 * version of a library changes what the entry relies on.
 */
import fs from 'node:fs';
import path from 'node:path';

const DOCUMENT = path.join('docs', 'upgrading.md');

interface Entry {
  title: string;
  body: string;
}

function entries(markdown: string): Entry[] {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const [title, ...rest] = section.split('\n');
      return { title: title.trim(), body: rest.join('\n') };
    });
}

/** The test files an entry's "Guarded by" names (a backticked path ending in .test.* or .spec.*). */
function guardingTests(body: string): string[] {
  const guarded = body.split('**Guarded by:**')[1] ?? '';
  return [...guarded.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)`/g)].map((match) => match[1]);
}

describe('the upgrade checklist', () => {
  const list = entries(fs.readFileSync(DOCUMENT, 'utf8'));

  it('has its entries', () => {
    expect(list.length).toBeGreaterThanOrEqual(10);
  });

  it.each(list.map((entry) => [entry.title, entry] as const))(
    '"%s" is guarded by a test that exists',
    (title, entry) => {
      const tests = guardingTests(entry.body);
      if (tests.length === 0) {
        throw new Error(`${DOCUMENT}, entry "${title}": its "Guarded by" names no test file`);
      }
      for (const test of tests) {
        if (!fs.existsSync(test)) {
          throw new Error(`${DOCUMENT}, entry "${title}": ${test} does not exist`);
        }
      }
    },
  );
});
