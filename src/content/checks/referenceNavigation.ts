/**
 * mui.com's side navigation for the versions this site documents (reference/mui-com-navigation.tsv):
 * the paths a reader may arrive with. Parsing only; coverage.ts compares it with the export.
 */

export type ReferenceKind = 'page' | 'api';

export interface ReferenceRow {
  area: string;
  kind: ReferenceKind;
  /** mui.com's path as written in the file: trailing slash, maybe a `#fragment` (base-ui API rows). */
  path: string;
  title: string;
  group: string;
  flags: string[];
  /** 1-based line in the file, for messages. */
  line: number;
}

/** The repository's copy of mui.com's navigation. */
export const REFERENCE_FILE = 'reference/mui-com-navigation.tsv';

/** Rows of the file; throws naming the file and line of a malformed row. */
export function parseReference(text: string, file: string = REFERENCE_FILE): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('area\t')) {
      return;
    }
    const [area, kind, path, title = '', group = '', flags = ''] = line.split('\t');
    if ((kind !== 'page' && kind !== 'api') || !path?.startsWith('/')) {
      throw new Error(
        `${file}:${index + 1}: expected "area<TAB>page|api<TAB>/path/<TAB>title<TAB>group<TAB>flags", got "${line}"`,
      );
    }
    rows.push({
      area,
      kind,
      path,
      title,
      group,
      flags: flags.split(',').filter(Boolean),
      line: index + 1,
    });
  });
  return rows;
}

/** The rows the site must open: neither announced-only (`planned`) nor needing @mui/lab (`lab`). */
export function requiredRows(rows: readonly ReferenceRow[]): ReferenceRow[] {
  return rows.filter((row) => !row.flags.includes('planned') && !row.flags.includes('lab'));
}

/** A reference path as a canonical page path and fragment: `/a/b/#c` -> `{ path: '/a/b', fragment: 'c' }`. */
export function splitReferencePath(referencePath: string): {
  path: string;
  fragment: string | null;
} {
  const hash = referencePath.indexOf('#');
  const pathPart = hash >= 0 ? referencePath.slice(0, hash) : referencePath;
  const trimmed = pathPart.replace(/\/+$/, '');
  return {
    path: trimmed === '' ? '/' : trimmed,
    fragment: hash >= 0 ? referencePath.slice(hash + 1) || null : null,
  };
}
