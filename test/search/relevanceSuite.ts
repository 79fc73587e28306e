/**
 * The search relevance suite (docs/search.md#how-relevance-is-checked): what a reader types, on which page, and the page (with
 * its section, where the answer is one) that must open first when they press Enter.
 *
 * Run against the exported index by `tsx scripts/check-search-relevance.ts` (a step of
 * `npm test`) and measured by `npm run bench` (top-1, top-3, mean reciprocal rank).
 * An `expect` with a `#anchor` must match exactly; one without must match the page, whatever
 * section of it the hit opens at.
 */

import { READER_PHRASED_SUITE } from './readerPhrasedSuite';

export interface RelevanceCase {
  query: string;
  /** The page the search is made from: its area, product and language count. */
  from: string;
  expect: string;
  /**
   * Other pages that answer the query as well, where the site holds two (a topic that mui.com's
   * own pages cover both in an overview and on a page of its own).
   */
  also?: readonly string[];
}

const MATERIAL = '/material-ui/getting-started/installation/';
const JOY = '/joy-ui/getting-started/';
const BASE = '/base-ui/getting-started/';
const SYSTEM = '/system/getting-started/';
const GRID = '/x/react-data-grid/';
const PICKERS = '/x/react-date-pickers/';
const CHARTS = '/x/react-charts/';
const TREE = '/x/react-tree-view/';

export const RELEVANCE_SUITE: readonly RelevanceCase[] = [
  // Material UI: components, hooks, guides, API names, typos.
  {
    query: 'Autocomplete',
    from: '/material-ui/react-button/',
    expect: '/material-ui/react-autocomplete/',
  },
  { query: 'Button', from: MATERIAL, expect: '/material-ui/react-button/' },
  { query: 'text field', from: MATERIAL, expect: '/material-ui/react-text-field/' },
  { query: 'textfield', from: MATERIAL, expect: '/material-ui/react-text-field/' },
  { query: 'Dialog', from: MATERIAL, expect: '/material-ui/react-dialog/' },
  { query: 'slider', from: MATERIAL, expect: '/material-ui/react-slider/' },
  { query: 'app bar', from: MATERIAL, expect: '/material-ui/react-app-bar/' },
  {
    query: 'floating action button',
    from: MATERIAL,
    expect: '/material-ui/react-floating-action-button/',
  },
  { query: 'CssBaseline', from: MATERIAL, expect: '/material-ui/react-css-baseline/' },
  { query: 'useMediaQuery', from: MATERIAL, expect: '/material-ui/react-use-media-query/' },
  { query: 'icons', from: MATERIAL, expect: '/material-ui/icons/' },
  { query: 'theming', from: MATERIAL, expect: '/material-ui/customization/theming/' },
  { query: 'createTheme', from: MATERIAL, expect: '/material-ui/customization/theming/' },
  { query: 'dark mode', from: MATERIAL, expect: '/material-ui/customization/dark-mode/' },
  { query: 'breakpoints', from: MATERIAL, expect: '/material-ui/customization/breakpoints/' },
  { query: 'palette', from: MATERIAL, expect: '/material-ui/customization/palette/' },
  {
    query: 'css theme variables',
    from: MATERIAL,
    expect: '/material-ui/experimental-api/css-theme-variables/overview/',
  },
  { query: 'right to left', from: MATERIAL, expect: '/material-ui/guides/right-to-left/' },
  { query: 'rtl', from: MATERIAL, expect: '/material-ui/guides/right-to-left/' },
  { query: 'server rendering', from: MATERIAL, expect: '/material-ui/guides/server-rendering/' },
  { query: 'bundle size', from: MATERIAL, expect: '/material-ui/guides/minimizing-bundle-size/' },
  { query: 'migration v4', from: MATERIAL, expect: '/material-ui/migration/migration-v4/' },
  {
    query: 'disableElevation',
    from: MATERIAL,
    expect: '/material-ui/api/button/#prop-disableElevation',
  },
  { query: 'startIcon', from: MATERIAL, expect: '/material-ui/api/button/#prop-startIcon' },
  { query: 'MuiButton-root', from: MATERIAL, expect: '/material-ui/api/button/#class-root' },
  { query: 'autocomplte', from: MATERIAL, expect: '/material-ui/react-autocomplete/' },
  { query: 'snackbr', from: MATERIAL, expect: '/material-ui/react-snackbar/' },
  { query: 'tooltp', from: MATERIAL, expect: '/material-ui/react-tooltip/' },
  // From Material UI, what only another area documents.
  { query: 'sx prop', from: MATERIAL, expect: '/system/getting-started/the-sx-prop/' },
  { query: 'data grid', from: MATERIAL, expect: '/x/react-data-grid/' },

  // Joy UI.
  { query: 'Autocomplete', from: JOY, expect: '/joy-ui/react-autocomplete/' },
  { query: 'Sheet', from: JOY, expect: '/joy-ui/react-sheet/' },
  { query: 'aspect ratio', from: JOY, expect: '/joy-ui/react-aspect-ratio/' },
  { query: 'Textarea', from: JOY, expect: '/joy-ui/react-textarea/' },
  { query: 'dark mode', from: JOY, expect: '/joy-ui/customization/dark-mode/' },
  { query: 'theme colors', from: JOY, expect: '/joy-ui/customization/theme-colors/' },
  { query: 'css variables', from: JOY, expect: '/joy-ui/customization/using-css-variables/' },
  { query: 'icon libraries', from: JOY, expect: '/joy-ui/integrations/icon-libraries/' },
  {
    query: 'color inversion',
    from: JOY,
    expect: '/joy-ui/main-features/color-inversion/',
  },
  { query: 'startDecorator', from: JOY, expect: '/joy-ui/api/button/#prop-startDecorator' },

  // Base UI.
  { query: 'Number Input', from: BASE, expect: '/base-ui/react-number-input/' },
  { query: 'focus trap', from: BASE, expect: '/base-ui/react-focus-trap/' },
  { query: 'click away', from: BASE, expect: '/base-ui/react-click-away-listener/' },
  { query: 'Popup', from: BASE, expect: '/base-ui/react-popup/' },
  { query: 'useButton', from: BASE, expect: '/base-ui/api/use-button/' },
  { query: 'useSwitch', from: BASE, expect: '/base-ui/api/use-switch/' },
  { query: 'useAutocomplete', from: BASE, expect: '/base-ui/api/use-autocomplete/' },
  { query: 'slotProps', from: BASE, expect: '/base-ui/getting-started/usage/#slotprops' },
  { query: 'tailwind', from: BASE, expect: '/base-ui/guides/working-with-tailwind-css/' },
  {
    query: 'unstyled',
    from: BASE,
    expect: '/base-ui/getting-started/#why-an-unstyled-library',
  },

  // MUI System.
  { query: 'sx', from: SYSTEM, expect: '/system/getting-started/the-sx-prop/' },
  { query: 'the sx prop', from: SYSTEM, expect: '/system/getting-started/the-sx-prop/' },
  { query: 'breakpoints', from: SYSTEM, expect: '/system/customization/breakpoints/' },
  { query: 'theming', from: SYSTEM, expect: '/system/customization/theming/' },
  { query: 'flexbox', from: SYSTEM, expect: '/system/flexbox/' },
  { query: 'styled', from: SYSTEM, expect: '/system/styled/' },
  { query: 'Box', from: SYSTEM, expect: '/system/react-box/' },
  { query: 'shadows', from: SYSTEM, expect: '/system/shadows/' },
  { query: 'ThemeProvider', from: SYSTEM, expect: '/system/api/theme-provider/' },
  { query: 'useTheme', from: SYSTEM, expect: '/system/api/use-theme/' },

  // MUI X: Data Grid.
  { query: 'sorting', from: GRID, expect: '/x/react-data-grid/sorting/' },
  { query: 'pagination', from: GRID, expect: '/x/react-data-grid/pagination/' },
  { query: 'row grouping', from: GRID, expect: '/x/react-data-grid/row-grouping/' },
  { query: 'master detail', from: GRID, expect: '/x/react-data-grid/master-detail/' },
  { query: 'editing', from: GRID, expect: '/x/react-data-grid/editing/' },
  { query: 'tree data', from: GRID, expect: '/x/react-data-grid/tree-data/' },
  { query: 'column definition', from: GRID, expect: '/x/react-data-grid/column-definition/' },
  { query: 'quick filter', from: GRID, expect: '/x/react-data-grid/filtering/quick-filter/' },
  { query: 'export csv', from: GRID, expect: '/x/react-data-grid/export/' },
  {
    query: 'selection',
    from: GRID,
    expect: '/x/react-data-grid/row-selection/',
    // Row selection and Cell selection are both Data Grid pages titled with the word.
    also: ['/x/react-data-grid/cell-selection/'],
  },
  {
    query: 'checkboxSelection',
    from: GRID,
    expect: '/x/api/data-grid/data-grid/#prop-checkboxSelection',
  },
  { query: 'getRowId', from: GRID, expect: '/x/api/data-grid/data-grid/#prop-getRowId' },
  { query: 'license', from: '/x/', expect: '/x/introduction/licensing/' },

  // MUI X: Date and Time Pickers.
  { query: 'DatePicker', from: PICKERS, expect: '/x/react-date-pickers/date-picker/' },
  { query: 'date range', from: PICKERS, expect: '/x/react-date-pickers/date-range-picker/' },
  { query: 'time picker', from: PICKERS, expect: '/x/react-date-pickers/time-picker/' },
  { query: 'date calendar', from: PICKERS, expect: '/x/react-date-pickers/date-calendar/' },
  {
    query: 'LocalizationProvider',
    from: PICKERS,
    expect: '/x/api/date-pickers/localization-provider/',
  },
  { query: 'dayjs', from: PICKERS, expect: '/x/react-date-pickers/getting-started/' },

  // MUI X: Charts.
  { query: 'bars', from: CHARTS, expect: '/x/react-charts/bars/' },
  { query: 'pie', from: CHARTS, expect: '/x/react-charts/pie/' },
  { query: 'sparkline', from: CHARTS, expect: '/x/react-charts/sparkline/' },
  { query: 'LineChart', from: CHARTS, expect: '/x/api/charts/line-chart/' },
  { query: 'tooltip', from: CHARTS, expect: '/x/react-charts/tooltip/' },

  // MUI X: Tree View.
  { query: 'TreeItem', from: TREE, expect: '/x/api/tree-view/tree-item/' },
  { query: 'expansion', from: TREE, expect: '/x/react-tree-view/expansion/' },
  { query: 'selection', from: TREE, expect: '/x/react-tree-view/selection/' },
  {
    query: 'multi selection',
    from: TREE,
    expect: '/x/react-tree-view/selection/#multi-selection',
    // The Tree View overview has a Multi-selection section with its demo, as on mui.com.
    also: ['/x/react-tree-view/#multi-selection'],
  },
  { query: 'nodeId', from: TREE, expect: '/x/api/tree-view/tree-item/#prop-nodeId' },

  // Chinese: translated titles and headings, the area being read first.
  {
    query: '安装',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/getting-started/installation/',
  },
  { query: '安装', from: '/zh/joy-ui/', expect: '/zh/joy-ui/getting-started/installation/' },
  {
    query: 'installation',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/getting-started/installation/',
  },
  {
    query: '对等依赖',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/getting-started/installation/#对等依赖',
  },
  {
    query: '支持的平台',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/getting-started/supported-platforms/',
  },
  { query: '常见问题', from: '/zh/material-ui/', expect: '/zh/material-ui/getting-started/faq/' },
  { query: '教程', from: '/zh/joy-ui/', expect: '/zh/joy-ui/getting-started/tutorial/' },
  { query: '快速上手', from: '/zh/base-ui/', expect: '/zh/base-ui/getting-started/quickstart/' },
  { query: 'sx 属性', from: '/zh/system/', expect: '/zh/system/getting-started/the-sx-prop/' },
  {
    query: '自定义组件',
    from: '/zh/system/',
    expect: '/zh/system/getting-started/custom-components/',
  },
  { query: '概览', from: '/zh/x/', expect: '/zh/x/introduction/' },
  { query: '许可', from: '/zh/x/', expect: '/zh/x/introduction/licensing/' },
  { query: '快速开始', from: '/zh/x/react-charts/', expect: '/zh/x/react-charts/getting-started/' },
  { query: 'Slider', from: '/zh/material-ui/', expect: '/zh/material-ui/react-slider/' },
];

export interface RelevanceGroup {
  name: string;
  cases: readonly RelevanceCase[];
}

/**
 * The suite in its groups, measured apart and gated together: the queries written with the
 * index in view, and the reader-phrased ones (test/search/readerPhrasedSuite.ts).
 */
export const RELEVANCE_GROUPS: readonly RelevanceGroup[] = [
  { name: 'original', cases: RELEVANCE_SUITE },
  { name: 'reader-phrased', cases: READER_PHRASED_SUITE },
];

/** Every query of every group. */
export const ALL_RELEVANCE_CASES: readonly RelevanceCase[] = RELEVANCE_GROUPS.flatMap(
  (group) => group.cases,
);
