import type { GridColDef } from '@mui/x-data-grid-pro';

/** A row of the tree data demos: a file or a folder of a small project, with its full path. */
export interface FileRow {
  id: number;
  /** The names from the top folder down to this entry, as `getTreeDataPath` returns them. */
  path: string[];
  kind: 'folder' | 'file';
  /** In bytes; a folder's size is the sum of everything inside it. */
  size: number;
  modified: Date;
  owner: string;
}

const FILES: [string, number][] = [
  ['website/package.json', 1840],
  ['website/README.md', 5210],
  ['website/src/index.tsx', 960],
  ['website/src/App.tsx', 4380],
  ['website/src/components/Header.tsx', 3120],
  ['website/src/components/Footer.tsx', 1490],
  ['website/src/components/SearchBox.tsx', 6725],
  ['website/src/pages/Home.tsx', 8230],
  ['website/src/pages/Pricing.tsx', 11904],
  ['website/src/pages/Contact.tsx', 5066],
  ['website/public/favicon.ico', 15086],
  ['website/public/images/hero.webp', 284310],
  ['website/public/images/team.webp', 198442],
  ['reports/2023/annual-report.pdf', 2483101],
  ['reports/2023/figures.xlsx', 388120],
  ['reports/2024/q1-summary.pdf', 612004],
  ['reports/2024/q2-summary.pdf', 655871],
  ['reports/2024/budget.xlsx', 142377],
  ['design/logo.svg', 4310],
  ['design/brand-guide.pdf', 1830225],
  ['design/mockups/home-v1.fig', 3904112],
  ['design/mockups/home-v2.fig', 4102337],
];

const OWNERS = ['Ada Chen', 'Bruno Silva', 'Imani Okafor', 'Sven Eriksen'];

// Noon UTC keeps the calendar day the same in every time zone.
const modifiedOn = (index: number) => new Date(Date.UTC(2024, 0, 8 + ((index * 11) % 170), 12));

/** Every folder and file of the sample project, each folder before its content. */
export function createFileRows(): FileRow[] {
  const rows = new Map<string, FileRow>();
  FILES.forEach(([file, size], index) => {
    const path = file.split('/');
    path.forEach((_, depth) => {
      const key = path.slice(0, depth + 1).join('/');
      const isFile = depth === path.length - 1;
      const existing = rows.get(key);
      if (existing) {
        existing.size += size;
        return;
      }
      rows.set(key, {
        id: rows.size + 1,
        path: path.slice(0, depth + 1),
        kind: isFile ? 'file' : 'folder',
        size,
        modified: modifiedOn(isFile ? index : index + depth),
        owner: OWNERS[(index + depth) % OWNERS.length],
      });
    });
  });
  return [...rows.values()];
}

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDay(date: Date): string {
  return day.format(date);
}

/** The columns of a file row, besides the grouping column that shows its name. */
export const fileColumns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatBytes(value) : ''),
  },
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }) => (value instanceof Date ? formatDay(value) : ''),
  },
  { field: 'owner', headerName: 'Owner', width: 140 },
];
