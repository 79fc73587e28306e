/** The search index of an export and what a first query downloads, from search-size.mjs. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface SearchSize {
  indexKiB: number;
  firstQueryKiB: number;
}

/** Null (with the reason printed) when the script fails. */
export function searchSize(dir: string): SearchSize | null {
  const script = path.resolve('scripts', 'bench', 'search-size.mjs');
  const result = spawnSync('node', [script, '--dir', dir, '--json'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.log(
      `[bench] search-size.mjs failed on ${dir}: ${result.stderr.trim().split('\n').pop()}`,
    );
    return null;
  }
  const report = JSON.parse(result.stdout) as {
    index: { bytes: number };
    firstQuery: { bytes: number };
  };
  return { indexKiB: report.index.bytes / 1024, firstQueryKiB: report.firstQuery.bytes / 1024 };
}
