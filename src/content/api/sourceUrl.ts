/** GitHub URL of a component's source at the installed version's tag (best effort). */

interface Repo {
  repo: string;
  dir: string;
}

const REPOS: Record<string, Repo> = {
  '@mui/material': { repo: 'mui/material-ui', dir: 'packages/mui-material/src' },
  '@mui/joy': { repo: 'mui/material-ui', dir: 'packages/mui-joy/src' },
  '@mui/base': { repo: 'mui/material-ui', dir: 'packages/mui-base/src' },
  '@mui/system': { repo: 'mui/material-ui', dir: 'packages/mui-system/src' },
  '@mui/x-data-grid': { repo: 'mui/mui-x', dir: 'packages/grid/x-data-grid/src' },
  '@mui/x-data-grid-pro': { repo: 'mui/mui-x', dir: 'packages/grid/x-data-grid-pro/src' },
  '@mui/x-data-grid-premium': { repo: 'mui/mui-x', dir: 'packages/grid/x-data-grid-premium/src' },
  '@mui/x-date-pickers': { repo: 'mui/mui-x', dir: 'packages/x-date-pickers/src' },
  '@mui/x-date-pickers-pro': { repo: 'mui/mui-x', dir: 'packages/x-date-pickers-pro/src' },
  '@mui/x-charts': { repo: 'mui/mui-x', dir: 'packages/x-charts/src' },
  '@mui/x-tree-view': { repo: 'mui/mui-x', dir: 'packages/x-tree-view/src' },
};

/**
 * Declarations that tsc generated (from TypeScript sources) are indented by four spaces;
 * hand-written ones beside JavaScript sources by two.
 */
export function isHandWrittenDeclaration(dts: string): boolean {
  return /^ {2}\S/m.test(dts);
}

export interface SourceUrlInput {
  /** Package that declares the export (may differ from the documented package for re-exports). */
  packageName: string;
  /** Path of the declaration file relative to the package directory, e.g. `Button/Button.d.ts`. */
  relativeDts: string;
  dtsText: string;
  isHook: boolean;
  /** Version used for the tag: the monorepo release for core packages, the package's own for X. */
  tagVersion: string;
}

export function sourceUrl(input: SourceUrlInput): string {
  const repo = REPOS[input.packageName] ?? { repo: 'mui/material-ui', dir: 'packages' };
  const ext = isHandWrittenDeclaration(input.dtsText) ? '.js' : input.isHook ? '.ts' : '.tsx';
  const file = input.relativeDts.replace(/^(legacy|modern|node)\//, '').replace(/\.d\.ts$/, ext);
  return `https://github.com/${repo.repo}/blob/v${input.tagVersion}/${repo.dir}/${file}`;
}
