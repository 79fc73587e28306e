/**
 * Pages of the X area that this site once published under another path than mui.com's: each old
 * path leads to the page that now holds its content at mui.com's path.
 */
export const redirects: { from: string; to: string }[] = [
  { from: '/x/introduction/overview', to: '/x/introduction' },
  { from: '/x/react-data-grid/columns', to: '/x/react-data-grid/column-definition' },
  { from: '/x/react-data-grid/selection', to: '/x/react-data-grid/row-selection' },
];
