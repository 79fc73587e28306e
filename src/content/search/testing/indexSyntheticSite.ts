/**
 * Builds the index of a synthetic site of <pages> pages with the export's streaming build, writing
 * the files under <out>, and prints its figures as JSON on the last line. Run in a child process
 * with a small heap by streamSearchIndex.test.ts.
 *
 *   node --max-old-space-size=512 --import tsx src/content/search/testing/indexSyntheticSite.ts <pages> <out>
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodeIndexFile } from '../indexFile';
import type { ExportedPage } from '../readExportedPage';
import { streamSearchIndex } from '../streamSearchIndex';
import { syntheticPageStream } from './syntheticSite';

const [count, out] = process.argv.slice(2);
if (!count || !out || !Number.isInteger(Number(count))) {
  console.error('usage: indexSyntheticSite.ts <pages> <out>');
  process.exit(2);
}
fs.rmSync(out, { recursive: true, force: true });
let textChars = 0;
function* counted(pages: Iterable<ExportedPage>): Generator<ExportedPage> {
  for (const page of pages) {
    textChars += page.text.length;
    yield page;
  }
}
const write = (file: string, value: object): number => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = encodeIndexFile(value);
  fs.writeFileSync(file, bytes);
  return bytes.length;
};
let largestShardBytes = 0;
let cutWords = 0;
const { languages } = streamSearchIndex(
  counted(syntheticPageStream(Number(count), 20261129)),
  path.join(out, 'work'),
  {
    manifest: (language, manifest) => write(path.join(out, language, 'manifest.bin'), manifest),
    shard: (language, key, shard) => {
      largestShardBytes = Math.max(
        largestShardBytes,
        write(path.join(out, language, 'terms', `${key}.bin`), shard),
      );
      cutWords += Object.keys(shard.textPages).length;
    },
    cards: (language, block, cards) =>
      write(path.join(out, language, 'cards', `${block}.bin`), cards),
  },
);
console.log(
  JSON.stringify({
    pages: languages.get('en') ?? 0,
    largestShardBytes,
    cutWords,
    textChars,
    heapUsedMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  }),
);
