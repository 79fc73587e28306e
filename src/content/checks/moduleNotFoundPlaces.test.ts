/**
 * Every place that raises the module-not-found error builds it with src/core/moduleNotFound.ts,
 * so that each says `Module not found: <name>` and lists the names that exist
 * (docs/product-rules.md#error-messages). A message written by hand elsewhere fails here.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const THE_ONE_PLACE = 'src/core/moduleNotFound.ts';
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.includes('/testing/'));
}

describe('the module-not-found error', () => {
  it('is written in one place, and raised elsewhere through it', () => {
    const handWritten: string[] = [];
    const raisers: string[] = [];
    for (const file of [
      ...sourceFiles('src'),
      ...sourceFiles('scripts'),
      ...sourceFiles('pages'),
    ]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      text.split('\n').forEach((line, index) => {
        if (
          /module not found/i.test(line) &&
          file !== THE_ONE_PLACE &&
          !/^\s*(\/\/|\*)/.test(line)
        ) {
          handWritten.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      });
      if (/\bmoduleNotFound\(/.test(text) && file !== THE_ONE_PLACE) {
        raisers.push(file);
      }
    }
    expect(handWritten).toEqual([]);
    // The places that look a demo or a module up by name: if one goes, this list changes with it.
    expect(raisers.sort()).toEqual([
      'src/components/docs/DemoRegistryContext.tsx',
      'src/components/docs/MarkdownContent.tsx',
      'src/components/docs/demoFolder.tsx',
      'src/components/docs/pickDemoVariant.ts',
      'src/content/demos/loadDemos.ts',
      'src/content/demos/localModules.ts',
      'src/content/llms/demoSource.ts',
    ]);
  });
});
