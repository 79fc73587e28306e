/**
 * How the export steps write a page they rewrote: under a temporary name beside it, then renamed
 * over it, which replaces the file in one step. The search index step reads the pages in a process
 * of its own while the other steps rewrite them (scripts/finish-export.ts): it reads the page as it
 * was or as it is, never half written. Synchronous: the pages are small and in the page cache, and
 * a step waiting on each file's round trips through libuv's thread pool spent most of its time
 * idle. Node only.
 */
import fs from 'node:fs';

export function replacePage(file: string, html: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, html);
  fs.renameSync(temporary, file);
}
