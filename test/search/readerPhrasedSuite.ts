/**
 * Reader-phrased queries (docs/search.md#how-relevance-is-checked): written by the team the way
 * readers type them, not picked because they already passed. Each names its kind of phrasing:
 * - `intent`: a topic with a generic intent word (change, use, add, custom, how, loading…);
 * - `area`: a topic that the area being read has, and another area too;
 * - `form`: another form of the title's word (migrate for Migration, rendering for render);
 * - `synonym`: the name readers use for a component or concept instead of its title;
 * - `title`: a guide's title that is also a heading inside other pages;
 * - `compound`: a compound API name split into words (`bar chart` for `BarChart`).
 */
import type { RelevanceCase } from './relevanceSuite';

export type PhrasingKind = 'intent' | 'area' | 'form' | 'synonym' | 'title' | 'compound';

export interface ReaderCase extends RelevanceCase {
  kind: PhrasingKind;
}

const MATERIAL = '/material-ui/react-button/';
const MATERIAL_GUIDE = '/material-ui/customization/theming/';
const JOY = '/joy-ui/react-card/';
const BASE = '/base-ui/react-input/';
const SYSTEM = '/system/react-box/';
const GRID = '/x/react-data-grid/editing/';
const PICKERS = '/x/react-date-pickers/date-picker/';
const CHARTS = '/x/react-charts/getting-started/';
const TREE = '/x/react-tree-view/getting-started/';

export const READER_PHRASED_SUITE: readonly ReaderCase[] = [
  // Material UI.
  {
    kind: 'intent',
    query: 'change the theme',
    from: MATERIAL,
    expect: '/material-ui/customization/theming/',
  },
  {
    kind: 'intent',
    query: 'custom breakpoints',
    from: MATERIAL,
    expect: '/material-ui/customization/breakpoints/',
  },
  {
    kind: 'intent',
    query: 'change spacing',
    from: MATERIAL,
    expect: '/material-ui/customization/spacing/',
  },
  {
    kind: 'intent',
    query: 'dark mode toggle',
    from: MATERIAL,
    expect: '/material-ui/customization/dark-mode/',
  },
  { kind: 'intent', query: 'how to use icons', from: MATERIAL, expect: '/material-ui/icons/' },
  { kind: 'intent', query: 'add a tooltip', from: MATERIAL, expect: '/material-ui/react-tooltip/' },
  { kind: 'intent', query: 'loading button', from: MATERIAL, expect: '/material-ui/react-button/' },
  {
    kind: 'intent',
    query: 'loading skeleton',
    from: MATERIAL,
    expect: '/material-ui/react-skeleton/',
  },
  {
    kind: 'intent',
    query: 'install material ui',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/getting-started/installation/',
  },
  {
    kind: 'intent',
    query: 'custom typography',
    from: MATERIAL,
    expect: '/material-ui/customization/typography/',
  },
  {
    kind: 'form',
    query: 'migrate from v4',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/migration/migration-v4/',
  },
  {
    kind: 'form',
    query: 'rendering on the server',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/guides/server-rendering/',
  },
  {
    kind: 'form',
    query: 'minimize bundle',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/guides/minimizing-bundle-size/',
  },
  {
    kind: 'form',
    query: 'theme scope',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/guides/theme-scoping/',
  },
  {
    kind: 'form',
    query: 'localize',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/guides/localization/',
  },
  {
    kind: 'form',
    query: 'customizing components',
    from: MATERIAL,
    expect: '/material-ui/customization/how-to-customize/',
  },
  { kind: 'synonym', query: 'side drawer', from: MATERIAL, expect: '/material-ui/react-drawer/' },
  { kind: 'synonym', query: 'dropdown', from: MATERIAL, expect: '/material-ui/react-select/' },
  { kind: 'synonym', query: 'toast', from: MATERIAL, expect: '/material-ui/react-snackbar/' },
  { kind: 'synonym', query: 'spinner', from: MATERIAL, expect: '/material-ui/react-progress/' },
  { kind: 'synonym', query: 'navbar', from: MATERIAL, expect: '/material-ui/react-app-bar/' },
  {
    kind: 'synonym',
    query: 'toggle switch',
    from: MATERIAL,
    expect: '/material-ui/react-switch/',
  },
  {
    kind: 'synonym',
    query: 'combobox',
    from: MATERIAL,
    expect: '/material-ui/react-autocomplete/',
  },
  {
    kind: 'synonym',
    query: 'collapsible panel',
    from: MATERIAL,
    expect: '/material-ui/react-accordion/',
  },
  { kind: 'synonym', query: 'wizard', from: MATERIAL, expect: '/material-ui/react-stepper/' },
  { kind: 'synonym', query: 'popup window', from: MATERIAL, expect: '/material-ui/react-dialog/' },
  { kind: 'synonym', query: 'data table', from: MATERIAL, expect: '/x/react-data-grid/' },
  {
    kind: 'area',
    query: 'circular progress',
    from: MATERIAL,
    expect: '/material-ui/react-progress/',
  },
  {
    kind: 'area',
    query: 'linear progress',
    from: MATERIAL,
    expect: '/material-ui/react-progress/',
  },
  {
    kind: 'area',
    query: 'toggle button group',
    from: MATERIAL,
    expect: '/material-ui/react-toggle-button/',
  },
  {
    kind: 'area',
    query: 'radio button',
    from: MATERIAL,
    expect: '/material-ui/react-radio-button/',
  },
  {
    kind: 'area',
    query: 'theme typography',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/customization/typography/',
  },
  {
    kind: 'area',
    query: 'css variables',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/experimental-api/css-theme-variables/overview/',
  },
  {
    kind: 'title',
    query: 'supported components',
    from: MATERIAL_GUIDE,
    expect: '/material-ui/getting-started/supported-components/',
  },
  {
    kind: 'title',
    query: 'theme scoping',
    from: MATERIAL,
    expect: '/material-ui/guides/theme-scoping/',
  },

  // Joy UI.
  {
    kind: 'intent',
    query: 'change theme colors',
    from: JOY,
    expect: '/joy-ui/customization/theme-colors/',
  },
  {
    kind: 'intent',
    query: 'dark mode toggle',
    from: JOY,
    expect: '/joy-ui/customization/dark-mode/',
  },
  { kind: 'intent', query: 'loading button', from: JOY, expect: '/joy-ui/react-button/' },
  {
    kind: 'intent',
    query: 'install joy',
    from: JOY,
    expect: '/joy-ui/getting-started/installation/',
  },
  {
    kind: 'intent',
    query: 'use icons',
    from: JOY,
    expect: '/joy-ui/integrations/icon-libraries/',
  },
  {
    kind: 'form',
    query: 'migrate default theme',
    from: JOY,
    expect: '/joy-ui/migration/migrating-default-theme/',
  },
  { kind: 'synonym', query: 'side drawer', from: JOY, expect: '/joy-ui/react-drawer/' },
  { kind: 'synonym', query: 'dropdown menu', from: JOY, expect: '/joy-ui/react-menu/' },
  { kind: 'synonym', query: 'progress bar', from: JOY, expect: '/joy-ui/react-linear-progress/' },
  { kind: 'synonym', query: 'spinner', from: JOY, expect: '/joy-ui/react-circular-progress/' },
  { kind: 'synonym', query: 'toast', from: JOY, expect: '/joy-ui/react-snackbar/' },
  { kind: 'area', query: 'radio', from: JOY, expect: '/joy-ui/react-radio-button/' },
  { kind: 'area', query: 'text field', from: JOY, expect: '/joy-ui/react-text-field/' },
  {
    kind: 'title',
    query: 'global variants',
    from: JOY,
    expect: '/joy-ui/main-features/global-variants/',
  },

  // Base UI.
  { kind: 'intent', query: 'unstyled button', from: BASE, expect: '/base-ui/react-button/' },
  {
    kind: 'intent',
    query: 'style with tailwind',
    from: BASE,
    expect: '/base-ui/guides/working-with-tailwind-css/',
  },
  {
    kind: 'form',
    query: 'customizing',
    from: BASE,
    expect: '/base-ui/getting-started/customization/',
  },
  {
    kind: 'synonym',
    query: 'outside click',
    from: BASE,
    expect: '/base-ui/react-click-away-listener/',
  },
  {
    kind: 'synonym',
    query: 'auto resize textarea',
    from: BASE,
    expect: '/base-ui/react-textarea-autosize/',
  },
  { kind: 'synonym', query: 'numeric input', from: BASE, expect: '/base-ui/react-number-input/' },
  { kind: 'synonym', query: 'toggle switch', from: BASE, expect: '/base-ui/react-switch/' },
  {
    kind: 'title',
    query: 'overriding component structure',
    from: BASE,
    expect: '/base-ui/guides/overriding-component-structure/',
  },
  {
    kind: 'title',
    query: 'accessibility',
    from: BASE,
    expect: '/base-ui/getting-started/accessibility/',
  },

  // MUI System.
  { kind: 'synonym', query: 'margin and padding', from: SYSTEM, expect: '/system/spacing/' },
  { kind: 'synonym', query: 'border radius', from: SYSTEM, expect: '/system/borders/' },
  { kind: 'synonym', query: 'box shadow', from: SYSTEM, expect: '/system/shadows/' },
  { kind: 'synonym', query: 'width and height', from: SYSTEM, expect: '/system/sizing/' },
  { kind: 'synonym', query: 'visually hidden', from: SYSTEM, expect: '/system/screen-readers/' },
  { kind: 'form', query: 'hiding elements', from: SYSTEM, expect: '/system/display/' },
  {
    kind: 'intent',
    query: 'create custom components',
    from: SYSTEM,
    expect: '/system/getting-started/custom-components/',
  },
  { kind: 'area', query: 'css grid', from: SYSTEM, expect: '/system/grid/' },

  // MUI X: Data Grid.
  {
    kind: 'intent',
    query: 'hide columns',
    from: GRID,
    expect: '/x/react-data-grid/column-visibility/',
  },
  {
    kind: 'intent',
    query: 'resize columns',
    from: GRID,
    expect: '/x/react-data-grid/column-dimensions/',
  },
  {
    kind: 'intent',
    query: 'change row height',
    from: GRID,
    expect: '/x/react-data-grid/row-height/',
  },
  { kind: 'intent', query: 'export to excel', from: GRID, expect: '/x/react-data-grid/export/' },
  { kind: 'form', query: 'pin columns', from: GRID, expect: '/x/react-data-grid/column-pinning/' },
  { kind: 'form', query: 'group rows', from: GRID, expect: '/x/react-data-grid/row-grouping/' },
  { kind: 'form', query: 'filter rows', from: GRID, expect: '/x/react-data-grid/filtering/' },
  { kind: 'form', query: 'sort columns', from: GRID, expect: '/x/react-data-grid/sorting/' },
  { kind: 'form', query: 'edit cells', from: GRID, expect: '/x/react-data-grid/editing/' },
  { kind: 'synonym', query: 'copy paste', from: GRID, expect: '/x/react-data-grid/clipboard/' },
  {
    kind: 'synonym',
    query: 'virtual scrolling',
    from: GRID,
    expect: '/x/react-data-grid/virtualization/',
  },
  {
    kind: 'title',
    query: 'server-side filter',
    from: GRID,
    expect: '/x/react-data-grid/filtering/server-side/',
  },
  {
    kind: 'title',
    query: 'header filters',
    from: GRID,
    expect: '/x/react-data-grid/filtering/header-filters/',
  },
  {
    kind: 'title',
    query: 'cell selection',
    from: GRID,
    expect: '/x/react-data-grid/cell-selection/',
  },
  {
    kind: 'title',
    query: 'accessibility',
    from: GRID,
    expect: '/x/react-data-grid/accessibility/',
  },
  { kind: 'synonym', query: 'data table', from: GRID, expect: '/x/react-data-grid/' },

  // MUI X: Date and Time Pickers.
  { kind: 'synonym', query: 'time zone', from: PICKERS, expect: '/x/react-date-pickers/timezone/' },
  {
    kind: 'form',
    query: 'validate dates',
    from: PICKERS,
    expect: '/x/react-date-pickers/validation/',
  },
  {
    kind: 'synonym',
    query: 'datetime picker',
    from: PICKERS,
    expect: '/x/react-date-pickers/date-time-picker/',
  },
  {
    kind: 'intent',
    query: 'change date format',
    from: PICKERS,
    expect: '/x/react-date-pickers/adapters-locale/',
  },
  {
    kind: 'title',
    query: 'custom field',
    from: PICKERS,
    expect: '/x/react-date-pickers/custom-field/',
  },
  {
    kind: 'synonym',
    query: 'calendar',
    from: PICKERS,
    expect: '/x/react-date-pickers/date-calendar/',
  },
  {
    kind: 'synonym',
    query: 'date picker',
    from: MATERIAL,
    expect: '/x/react-date-pickers/date-picker/',
  },

  // MUI X: Charts.
  { kind: 'compound', query: 'bar chart', from: CHARTS, expect: '/x/react-charts/bars/' },
  { kind: 'compound', query: 'line chart', from: CHARTS, expect: '/x/react-charts/lines/' },
  { kind: 'compound', query: 'pie chart', from: CHARTS, expect: '/x/react-charts/pie/' },
  { kind: 'compound', query: 'scatter chart', from: CHARTS, expect: '/x/react-charts/scatter/' },
  { kind: 'compound', query: 'bar chart', from: MATERIAL, expect: '/x/react-charts/bars/' },
  {
    kind: 'form',
    query: 'stacked bars',
    from: CHARTS,
    expect: '/x/react-charts/stacking/',
    // The Bars page has a Stacking section with its demo, as on mui.com.
    also: ['/x/react-charts/bars/#stacking'],
  },
  { kind: 'intent', query: 'custom legend', from: CHARTS, expect: '/x/react-charts/legend/' },
  { kind: 'synonym', query: 'donut chart', from: CHARTS, expect: '/x/react-charts/pie/' },
  { kind: 'synonym', query: 'graphs', from: MATERIAL, expect: '/x/react-charts/' },

  // MUI X: Tree View.
  { kind: 'form', query: 'expand items', from: TREE, expect: '/x/react-tree-view/expansion/' },
  { kind: 'form', query: 'select items', from: TREE, expect: '/x/react-tree-view/selection/' },
  {
    kind: 'intent',
    query: 'custom tree item',
    from: TREE,
    expect: '/x/react-tree-view/customization/',
  },
  { kind: 'synonym', query: 'file explorer', from: MATERIAL, expect: '/x/react-tree-view/' },

  // Chinese.
  {
    kind: 'intent',
    query: '如何安装',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/getting-started/installation/',
  },
  {
    kind: 'intent',
    query: '安装 Joy UI',
    from: '/zh/joy-ui/',
    expect: '/zh/joy-ui/getting-started/installation/',
  },
  { kind: 'form', query: '许可证', from: '/zh/x/', expect: '/zh/x/introduction/licensing/' },
  {
    kind: 'synonym',
    query: '按钮',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/react-button/',
  },
  { kind: 'synonym', query: '数据表格', from: '/zh/x/', expect: '/zh/x/react-data-grid/' },
  { kind: 'synonym', query: '日期选择器', from: '/zh/x/', expect: '/zh/x/react-date-pickers/' },
  {
    kind: 'synonym',
    query: '主题',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/customization/theming/',
  },
  {
    kind: 'synonym',
    query: '暗黑模式',
    from: '/zh/material-ui/',
    expect: '/zh/material-ui/customization/dark-mode/',
  },
  {
    kind: 'area',
    query: '快速开始',
    from: '/zh/x/react-data-grid/',
    expect: '/zh/x/react-data-grid/getting-started/',
  },
  {
    kind: 'form',
    query: '使用方法',
    from: '/zh/base-ui/',
    expect: '/zh/base-ui/getting-started/usage/',
  },
];
