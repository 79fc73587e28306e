/** The id of a demo file in the live demo registry: its path under data/ without `.tsx`. */
import path from 'node:path';
import { DATA_DIR } from '../contentPaths';

export function demoIdFor(file: string): string {
  return path
    .relative(DATA_DIR, file)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx$/, '');
}
