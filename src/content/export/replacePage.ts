/**
 * How the export steps write a page they rewrote: under a temporary name beside it, then renamed
 * over it, which replaces the file in one step. The search index step reads the pages in a process
 * of its own while the other steps rewrite them (scripts/finish-export.ts): it reads the page as it
 * was or as it is, never half written. Node only.
 */
import fs from 'node:fs';

export async function replacePage(file: string, html: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, html);
  await fs.promises.rename(temporary, file);
}
