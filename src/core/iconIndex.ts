/**
 * The icon finder's index and drawing files (written at build time by
 * scripts/generate-icons.ts, read in the browser by src/components/icons/): their format, the
 * validation of what was downloaded, and which drawing file holds an icon of a theme.
 *
 * - `index.json`: `{ format, chunkSize, icons: [[name, themeMask, words, synonyms], …] }`, names
 *   in alphabetical order, words and synonyms space-separated and lower case.
 * - `<Theme>-<n>.json`: the drawings of the n-th run of `chunkSize` icons that have that theme,
 *   in index order: `{ <module name>: [node, …] }`. A node is a path's `d` as a string, or
 *   `[tag, attributes]`, or `[tag, attributes, children]` for a group.
 */
import { ICON_THEMES, themeBit, type IconTheme } from './iconNames';

export const ICON_INDEX_FORMAT = 1;

/** Icons per drawing file: a first screen needs one or two of them. */
export const ICON_CHUNK_SIZE = 100;

export type IconIndexRow = [name: string, themes: number, words: string, synonyms: string];

export interface IconIndexFile {
  format: number;
  chunkSize: number;
  icons: IconIndexRow[];
}

/** The SVG elements and attributes a drawing may use; anything else is refused. */
export const DRAWING_TAGS = ['path', 'circle', 'ellipse', 'rect', 'g'] as const;
export type DrawingTag = (typeof DRAWING_TAGS)[number];
export const DRAWING_ATTRIBUTES = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'opacity',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'transform',
] as const;

export type DrawingNode =
  | string
  | [tag: DrawingTag, attributes: Record<string, string>]
  | [tag: DrawingTag, attributes: Record<string, string>, children: DrawingNode[]];

export type DrawingChunk = Record<string, DrawingNode[]>;

const ALL_THEMES = (1 << ICON_THEMES.length) - 1;

function fail(what: string, why: string): never {
  throw new Error(`${what} is not a valid icon file: ${why}. Rebuild the site (npm run generate).`);
}

/** Checks a downloaded index; throws naming the file and the first problem. */
export function parseIconIndex(json: unknown, file: string): IconIndexFile {
  if (typeof json !== 'object' || json === null) fail(file, 'not an object');
  const { format, chunkSize, icons } = json as Record<string, unknown>;
  if (format !== ICON_INDEX_FORMAT) fail(file, `format ${String(format)}, expected 1`);
  if (typeof chunkSize !== 'number' || !Number.isInteger(chunkSize) || chunkSize < 1) {
    fail(file, 'chunkSize is not a positive integer');
  }
  if (!Array.isArray(icons)) fail(file, 'icons is not a list');
  icons.forEach((row: unknown, position) => {
    if (
      !Array.isArray(row) ||
      row.length !== 4 ||
      typeof row[0] !== 'string' ||
      !/^[A-Z0-9][A-Za-z0-9]*$/.test(row[0]) ||
      typeof row[1] !== 'number' ||
      !Number.isInteger(row[1]) ||
      row[1] < 1 ||
      row[1] > ALL_THEMES ||
      typeof row[2] !== 'string' ||
      typeof row[3] !== 'string'
    ) {
      fail(file, `row ${position} is not [name, themes, words, synonyms]`);
    }
  });
  return { format, chunkSize, icons: icons as IconIndexRow[] };
}

function isDrawingNode(node: unknown, depth: number): node is DrawingNode {
  if (typeof node === 'string') return node.length > 0;
  if (!Array.isArray(node) || node.length < 2 || node.length > 3 || depth > 3) return false;
  const [tag, attributes, children] = node as unknown[];
  if (!(DRAWING_TAGS as readonly unknown[]).includes(tag)) return false;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    return false;
  }
  const entries = Object.entries(attributes);
  if (
    !entries.every(
      ([key, value]) =>
        (DRAWING_ATTRIBUTES as readonly string[]).includes(key) && typeof value === 'string',
    )
  ) {
    return false;
  }
  return (
    children === undefined ||
    (Array.isArray(children) && children.every((child) => isDrawingNode(child, depth + 1)))
  );
}

/** Checks a downloaded drawing file; throws naming the file and the first bad icon. */
export function parseDrawingChunk(json: unknown, file: string): DrawingChunk {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail(file, 'not an object');
  const chunk: DrawingChunk = {};
  for (const [name, nodes] of Object.entries(json)) {
    if (!Array.isArray(nodes) || !nodes.every((node) => isDrawingNode(node, 0))) {
      fail(file, `the drawing of ${name} uses something other than ${DRAWING_TAGS.join(', ')}`);
    }
    chunk[name] = nodes;
  }
  return chunk;
}

/** For each theme, the drawing file number of every icon that has it. */
export function chunkNumbers(index: IconIndexFile): Record<IconTheme, Map<string, number>> {
  const numbers = {} as Record<IconTheme, Map<string, number>>;
  for (const theme of ICON_THEMES) {
    const bit = themeBit(theme);
    const map = new Map<string, number>();
    let position = 0;
    for (const [name, themes] of index.icons) {
      if ((themes & bit) !== 0) {
        map.set(name, Math.floor(position / index.chunkSize));
        position += 1;
      }
    }
    numbers[theme] = map;
  }
  return numbers;
}

/** The file name of a drawing file: `Outlined-3.json`. */
export function chunkFileName(theme: IconTheme, chunk: number): string {
  return `${theme}-${chunk}.json`;
}
