/** What a patch-package patch file says: the package and version it is made for, and its changes. */

export interface PatchedFile {
  /** The file's path from the project's root (node_modules/…). */
  path: string;
  /** The lines the patch adds and removes, without the diff's leading character. */
  added: string[];
  removed: string[];
}

/** `@mui+system+5.15.2.patch` -> @mui/system 5.15.2; `next+16.4.6.patch` -> next 16.4.6. */
export function parsePatchName(fileName: string): { packageName: string; version: string } {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(fileName);
  if (!match) {
    throw new Error(
      `patches/${fileName}: not a patch-package file name (<package>+<version>.patch)`,
    );
  }
  return { packageName: match[1].replace('+', '/'), version: match[2] };
}

/** The files a unified diff changes, with the lines it adds and removes in each. */
export function patchedFiles(diff: string): PatchedFile[] {
  const files: PatchedFile[] = [];
  let current: PatchedFile | null = null;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      current = { path: line.slice(4).replace(/^b\//, ''), added: [], removed: [] };
      files.push(current);
    } else if (line.startsWith('--- ') || line.startsWith('diff ') || line.startsWith('index ')) {
      continue;
    } else if (current && line.startsWith('+')) {
      current.added.push(line.slice(1));
    } else if (current && line.startsWith('-')) {
      current.removed.push(line.slice(1));
    }
  }
  return files;
}
