/**
 * The id of a demo file in the live demo registries: its path under the content folder (data/, or
 * DOCS_CONTENT_DIR) without `.tsx`.
 */
import path from 'node:path';
import { AREA_CONTENT_DIR } from '../contentPaths';

export function demoIdFor(file: string): string {
  return path
    .relative(AREA_CONTENT_DIR, file)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx$/, '');
}
