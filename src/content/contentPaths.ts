/** Where build-time content lives. Node only. */
import path from 'node:path';

export const PROJECT_ROOT = process.cwd();
export const DATA_DIR = path.join(PROJECT_ROOT, 'data');
/**
 * Where the areas' Markdown pages live: data/, or a folder of plain Markdown files named by
 * `DOCS_CONTENT_DIR` (its folders become navigation groups; see folderNavigation.ts).
 */
export const EXTERNAL_CONTENT_DIR = process.env.DOCS_CONTENT_DIR
  ? path.resolve(process.env.DOCS_CONTENT_DIR)
  : null;
export const AREA_CONTENT_DIR = EXTERNAL_CONTENT_DIR ?? DATA_DIR;
export const GENERATED_DIR = path.join(PROJECT_ROOT, 'generated');
export const API_DATA_DIR = path.join(GENERATED_DIR, 'api');

/** The Markdown file of a canonical page path: `/material-ui/react-button` -> data/material-ui/react-button.md. */
export function markdownFileFor(pathname: string): string {
  return path.join(AREA_CONTENT_DIR, `${pathname}.md`);
}

/** The Markdown file of an area's landing page: data/<area>/index.md. */
export function landingFileFor(area: string): string {
  return path.join(AREA_CONTENT_DIR, area, 'index.md');
}

/** The generated API document of an API page path. */
export function apiFileFor(pathname: string): string {
  return path.join(API_DATA_DIR, `${pathname}.json`);
}

/** Path of a file relative to the project, for messages and "Edit this page" links. */
export function relativeToProject(file: string): string {
  return path.relative(PROJECT_ROOT, file).split(path.sep).join('/');
}
