/**
 * Export step: every script chunk of the build starts with V8's compile hint, so the browser
 * compiles its functions while it downloads them instead of on the main thread when the page
 * evaluates its modules (src/core/compileHints.ts). A chunk's source map, when the build wrote one
 * (`ANALYZE_BUNDLES=1`), is moved one line down with it.
 * Runs before the service worker step; the chunks' names stay the same, since the same chunk always
 * gets the same hint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceMapAfterHint, withCompileHint, type SourceMapLines } from '@/core/compileHints';
import { filesEndingWith } from '../gates/exportFiles';

/** Where Next writes the build's script chunks, under the export folder. */
const CHUNKS_DIR = path.join('_next', 'static', 'chunks');

function moveSourceMap(file: string): void {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return;
  let map: SourceMapLines;
  try {
    map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapLines;
  } catch (error) {
    throw new Error(
      `[export] compile hints: ${mapFile} is not JSON (${(error as Error).message}): rebuild the export (npm run build)`,
    );
  }
  fs.writeFileSync(mapFile, JSON.stringify(sourceMapAfterHint(map)));
}

export async function run(outDir: string): Promise<void> {
  const dir = path.join(outDir, CHUNKS_DIR);
  let hinted = 0;
  const files = fs.existsSync(dir)
    ? filesEndingWith(dir, '.js').map((file) => path.join(dir, file))
    : [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const hintedSource = withCompileHint(source);
    if (hintedSource === source) continue;
    fs.writeFileSync(file, hintedSource);
    moveSourceMap(file);
    hinted += 1;
  }
  console.log(
    `[export] compile hints: ${hinted} of ${files.length} script chunks in ${path.relative(process.cwd(), dir) || dir} start with one`,
  );
}
