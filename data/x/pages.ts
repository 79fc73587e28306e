import type { NavEntry } from '@/core/navigationTypes';

const pages: NavEntry[] = [
  { pathname: '/x/whats-new', title: "What's new in MUI X" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/roadmap' },
    ],
  },
  {
    pathname: '/x/data-grid',
    icon: 'TableViewIcon',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/demo' },
      { pathname: '/x/react-data-grid/getting-started' },
      { pathname: '/x/react-data-grid/layout' },
      {
        pathname: '/x/react-data-grid/columns',
        children: [
          { pathname: '/x/react-data-grid/column-definition' },
          { pathname: '/x/react-data-grid/column-dimensions' },
          { pathname: '/x/react-data-grid/column-visibility' },
          { pathname: '/x/react-data-grid/custom-columns' },
          { pathname: '/x/react-data-grid/column-header' },
          { pathname: '/x/react-data-grid/column-menu' },
          { pathname: '/x/react-data-grid/column-spanning' },
          { pathname: '/x/react-data-grid/column-groups' },
          { pathname: '/x/react-data-grid/column-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
        ],
      },
      {
        pathname: '/x/react-data-grid/rows',
        children: [
          { pathname: '/x/react-data-grid/row-definition' },
          { pathname: '/x/react-data-grid/row-updates' },
          { pathname: '/x/react-data-grid/row-height' },
          { pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', planned: true },
          { pathname: '/x/react-data-grid/master-detail', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/editing' },
      { pathname: '/x/react-data-grid/sorting' },
      {
        pathname: '/x/react-data-grid/filtering-group',
        title: 'Filtering',
        children: [
          { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
          { pathname: '/x/react-data-grid/filtering/customization' },
          { pathname: '/x/react-data-grid/filtering/quick-filter' },
          { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filter' },
          { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro' },
          {
            pathname: '/x/react-data-grid/filtering/header-filters',
            plan: 'pro',
            newFeature: true,
          },
          { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/pagination' },
      {
        pathname: '/x/react-data-grid/selection',
        children: [
          { pathname: '/x/react-data-grid/row-selection' },
          {
            pathname: '/x/react-data-grid/cell-selection',
            plan: 'premium',
            newFeature: true,
          },
        ],
      },
      { pathname: '/x/react-data-grid/export' },
      { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste', newFeature: true },
      { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
      {
        pathname: '/x/react-data-grid/style-group',
        title: 'Style',
        children: [
          { pathname: '/x/react-data-grid/style', title: 'Overview' },
          { pathname: '/x/react-data-grid/style-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/localization' },
      { pathname: '/x/react-data-grid/scrolling' },
      { pathname: '/x/react-data-grid/virtualization' },
      { pathname: '/x/react-data-grid/accessibility' },
      { pathname: '/x/react-data-grid/performance' },
      {
        pathname: '/x/react-data-grid/group-pivot',
        title: 'Group & Pivot',
        children: [
          { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
          { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
          {
            pathname: '/x/react-data-grid/pivoting',
            title: 'Pivoting',
            plan: 'premium',
            planned: true,
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/server-side-data-group',
        title: 'Server-side data',
        children: [
          {
            pathname: '/x/react-data-grid/server-side-data',
            title: 'Overview',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/lazy-loading',
            title: 'Lazy loading',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/infinite-loading',
            title: 'Infinite loading',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/tree-data',
            title: 'Tree data',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/row-grouping',
            title: 'Row grouping',
            plan: 'pro',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/server-side-data/aggregation',
            title: 'Aggregation',
            plan: 'premium',
            planned: true,
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced',
        title: 'Advanced',
        children: [
          { pathname: '/x/react-data-grid/api-object', title: 'API object' },
          { pathname: '/x/react-data-grid/events' },
          { pathname: '/x/react-data-grid/state' },
        ],
      },
      {
        pathname: '/x/react-data-grid/recipes',
        title: 'Recipes',
        children: [
          { pathname: '/x/react-data-grid/recipes-editing', title: 'Editing' },
          {
            pathname: '/x/react-data-grid/recipes-row-grouping',
            title: 'Row grouping',
            plan: 'premium',
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/date-pickers',
    icon: 'DateRangeIcon',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview' },
      { pathname: '/x/react-date-pickers/getting-started' },
      { pathname: '/x/react-date-pickers/base-concepts' },
      { pathname: '/x/react-date-pickers/faq', title: 'FAQ' },
      {
        pathname: '/x/react-date-pickers/components',
        title: 'Components',
        children: [
          {
            pathname: '/x/react-date-pickers/date-components',
            title: 'Date components',
            children: [
              { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
              {
                pathname: '/x/react-date-pickers/date-field',
                title: 'Date Field',
                newFeature: true,
              },
              { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-components',
            title: 'Time components',
            children: [
              { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
              {
                pathname: '/x/react-date-pickers/time-field',
                title: 'Time Field',
                newFeature: true,
              },
              { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
              {
                pathname: '/x/react-date-pickers/digital-clock',
                title: 'Digital Clock',
                newFeature: true,
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-components',
            title: 'Date Time components',
            children: [
              { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
              {
                pathname: '/x/react-date-pickers/date-time-field',
                title: 'Date Time Field',
                newFeature: true,
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-range-components',
            title: 'Date Range components',
            children: [
              { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
              {
                pathname: '/x/react-date-pickers/date-range-field',
                title: 'Date Range Field',
                newFeature: true,
              },
              {
                pathname: '/x/react-date-pickers/date-range-calendar',
                title: 'Date Range Calendar',
                newFeature: true,
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-range-components',
            title: 'Time Range components',
            children: [
              {
                pathname: '/x/react-date-pickers/time-range-picker',
                title: 'Time Range Picker 🚧',
              },
              {
                pathname: '/x/react-date-pickers/time-range-field',
                title: 'Time Range Field',
                newFeature: true,
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-components',
            title: 'Date Time Range components',
            children: [
              {
                pathname: '/x/react-date-pickers/date-time-range-picker',
                title: 'Date Time Range Picker 🚧',
              },
              {
                pathname: '/x/react-date-pickers/date-time-range-field',
                title: 'Date Time Range Field',
                newFeature: true,
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/fields',
            title: 'Field components',
            newFeature: true,
          },
        ],
      },
      {
        pathname: '/x/react-date-pickers/common-features',
        title: 'Common features',
        children: [
          { pathname: '/x/react-date-pickers/validation' },
          { pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle' },
          { pathname: '/x/react-date-pickers/shortcuts' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/localization-group',
        title: 'Localization',
        children: [
          { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
          {
            pathname: '/x/react-date-pickers/adapters-locale',
            title: 'Date format and localization',
          },
          { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezone' },
          { pathname: '/x/react-date-pickers/calendar-systems' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/visual-customization',
        title: 'Visual customization',
        children: [
          {
            pathname: '/x/react-date-pickers/custom-components',
            title: 'Custom slots and subcomponents',
          },
          { pathname: '/x/react-date-pickers/custom-layout' },
          { pathname: '/x/react-date-pickers/custom-field' },
          { pathname: '/x/react-date-pickers/custom-opening-button' },
        ],
      },
      { pathname: '/x/react-date-pickers/playground' },
    ],
  },
  {
    pathname: '/x/charts',
    icon: 'BarChartIcon',
    children: [
      { pathname: '/x/react-charts', title: 'Overview' },
      { pathname: '/x/react-charts/getting-started' },
      {
        pathname: '/x/react-charts/available-components',
        title: 'Available components',
        children: [
          {
            pathname: '/x/react-charts/bars-group',
            title: 'Bars',
            children: [
              { pathname: '/x/react-charts/bars', title: 'Bars overview' },
              { pathname: '/x/react-charts/bar-demo', title: 'Demos' },
            ],
          },
          {
            pathname: '/x/react-charts/lines-group',
            title: 'Lines',
            children: [
              { pathname: '/x/react-charts/lines', title: 'Lines overview' },
              { pathname: '/x/react-charts/line-demo', title: 'Lines demo' },
              { pathname: '/x/react-charts/areas-demo', title: 'Area demo' },
            ],
          },
          {
            pathname: '/x/react-charts/pie-group',
            title: 'Pie',
            children: [
              { pathname: '/x/react-charts/pie', title: 'Pie overview' },
              { pathname: '/x/react-charts/pie-demo', title: 'Demo' },
            ],
          },
          {
            pathname: '/x/react-charts/scatter-group',
            title: 'Scatter',
            children: [
              { pathname: '/x/react-charts/scatter', title: 'Scatter overview' },
              { pathname: '/x/react-charts/scatter-demo', title: 'Demo' },
            ],
          },
          { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
          {
            pathname: '/x/react-charts/common-features',
            title: 'Common features',
            children: [
              { pathname: '/x/react-charts/axis', title: 'Axis' },
              { pathname: '/x/react-charts/components', title: 'Custom components' },
              { pathname: '/x/react-charts/composition', title: 'Composition' },
              { pathname: '/x/react-charts/legend', title: 'Legend' },
              { pathname: '/x/react-charts/stacking', title: 'Stacking' },
              { pathname: '/x/react-charts/styling', title: 'Styling' },
              { pathname: '/x/react-charts/tooltip', title: 'Tooltip & Highlights' },
            ],
          },
          {
            pathname: '/x/react-charts/future-components',
            title: 'Future components',
            children: [
              { pathname: '/x/react-charts/gauge', title: 'Gauge', planned: true },
              { pathname: '/x/react-charts/radar', title: 'Radar', planned: true },
              { pathname: '/x/react-charts/tree-map', title: 'Treemap', planned: true },
              {
                pathname: '/x/react-charts/heat-map',
                title: 'Heatmap',
                plan: 'pro',
                planned: true,
              },
              { pathname: '/x/react-charts/funnel', title: 'Funnel', plan: 'pro', planned: true },
              { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', planned: true },
              { pathname: '/x/react-charts/gantt', title: 'Gantt', plan: 'pro', planned: true },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/tree-view',
    icon: 'AccountTreeIcon',
    children: [
      { pathname: '/x/react-tree-view/getting-started' },
      { pathname: '/x/react-tree-view', title: 'Overview' },
      { pathname: '/x/react-tree-view/items' },
      { pathname: '/x/react-tree-view/selection' },
      { pathname: '/x/react-tree-view/expansion' },
      { pathname: '/x/react-tree-view/customization' },
    ],
  },
  {
    pathname: '/x/api',
    icon: 'CodeIcon',
    children: [
      {
        pathname: '/x/api/data-grid-group',
        title: 'Data Grid',
        subheader: 'data-grid',
        children: [
          { pathname: '/x/api/data-grid', title: 'Index' },
          {
            pathname: '/x/api/data-grid-components',
            title: 'Components',
            children: [
              { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
              {
                pathname: '/x/api/data-grid/data-grid-premium',
                title: 'DataGridPremium',
                plan: 'premium',
              },
              { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
              { pathname: '/x/api/data-grid/grid-filter-form', title: 'GridFilterForm' },
              { pathname: '/x/api/data-grid/grid-filter-panel', title: 'GridFilterPanel' },
              { pathname: '/x/api/data-grid/grid-toolbar', title: 'GridToolbar' },
              { pathname: '/x/api/data-grid/grid-toolbar-export', title: 'GridToolbarExport' },
              {
                pathname: '/x/api/data-grid/grid-toolbar-quick-filter',
                title: 'GridToolbarQuickFilter',
              },
            ],
          },
          {
            pathname: '/x/api/data-grid-interfaces',
            title: 'Interfaces',
            children: [
              { pathname: '/x/api/data-grid/grid-api', title: 'GridApi' },
              { pathname: '/x/api/data-grid/grid-cell-params', title: 'GridCellParams' },
              { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef' },
              {
                pathname: '/x/api/data-grid/grid-single-select-col-def',
                title: 'GridSingleSelectColDef',
              },
              { pathname: '/x/api/data-grid/grid-actions-col-def', title: 'GridActionsColDef' },
              {
                pathname: '/x/api/data-grid/grid-export-state-params',
                title: 'GridExportStateParams',
              },
              { pathname: '/x/api/data-grid/grid-filter-item', title: 'GridFilterItem' },
              { pathname: '/x/api/data-grid/grid-filter-model', title: 'GridFilterModel' },
              { pathname: '/x/api/data-grid/grid-filter-operator', title: 'GridFilterOperator' },
              {
                pathname: '/x/api/data-grid/grid-row-class-name-params',
                title: 'GridRowClassNameParams',
              },
              { pathname: '/x/api/data-grid/grid-row-params', title: 'GridRowParams' },
              {
                pathname: '/x/api/data-grid/grid-row-spacing-params',
                title: 'GridRowSpacingParams',
              },
              {
                pathname: '/x/api/data-grid/grid-aggregation-function',
                title: 'GridAggregationFunction',
                plan: 'premium',
              },
              {
                pathname: '/x/api/data-grid/grid-csv-export-options',
                title: 'GridCsvExportOptions',
              },
              {
                pathname: '/x/api/data-grid/grid-print-export-options',
                title: 'GridPrintExportOptions',
              },
              {
                pathname: '/x/api/data-grid/grid-excel-export-options',
                title: 'GridExcelExportOptions',
                plan: 'premium',
              },
            ],
          },
        ],
      },
      {
        pathname: '/x/api/date-pickers-group',
        title: 'Date Pickers',
        subheader: 'date-pickers',
        children: [
          { pathname: '/x/api/date-pickers', title: 'Index' },
          { pathname: '/x/api/date-pickers/date-calendar', title: 'DateCalendar' },
          { pathname: '/x/api/date-pickers/date-field', title: 'DateField' },
          { pathname: '/x/api/date-pickers/date-picker', title: 'DatePicker' },
          { pathname: '/x/api/date-pickers/date-picker-toolbar', title: 'DatePickerToolbar' },
          {
            pathname: '/x/api/date-pickers/date-range-calendar',
            title: 'DateRangeCalendar',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker',
            title: 'DateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker-day',
            title: 'DateRangePickerDay',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/date-range-picker-toolbar',
            title: 'DateRangePickerToolbar',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/date-time-field', title: 'DateTimeField' },
          { pathname: '/x/api/date-pickers/date-time-picker', title: 'DateTimePicker' },
          { pathname: '/x/api/date-pickers/date-time-picker-tabs', title: 'DateTimePickerTabs' },
          {
            pathname: '/x/api/date-pickers/date-time-picker-toolbar',
            title: 'DateTimePickerToolbar',
          },
          { pathname: '/x/api/date-pickers/day-calendar-skeleton', title: 'DayCalendarSkeleton' },
          { pathname: '/x/api/date-pickers/desktop-date-picker', title: 'DesktopDatePicker' },
          {
            pathname: '/x/api/date-pickers/desktop-date-range-picker',
            title: 'DesktopDateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/desktop-date-time-picker',
            title: 'DesktopDateTimePicker',
          },
          { pathname: '/x/api/date-pickers/desktop-time-picker', title: 'DesktopTimePicker' },
          { pathname: '/x/api/date-pickers/digital-clock', title: 'DigitalClock' },
          { pathname: '/x/api/date-pickers/localization-provider', title: 'LocalizationProvider' },
          { pathname: '/x/api/date-pickers/mobile-date-picker', title: 'MobileDatePicker' },
          {
            pathname: '/x/api/date-pickers/mobile-date-range-picker',
            title: 'MobileDateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/mobile-date-time-picker',
            title: 'MobileDateTimePicker',
          },
          { pathname: '/x/api/date-pickers/mobile-time-picker', title: 'MobileTimePicker' },
          { pathname: '/x/api/date-pickers/month-calendar', title: 'MonthCalendar' },
          {
            pathname: '/x/api/date-pickers/multi-input-date-range-field',
            title: 'MultiInputDateRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/multi-input-date-time-range-field',
            title: 'MultiInputDateTimeRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/multi-input-time-range-field',
            title: 'MultiInputTimeRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/multi-section-digital-clock',
            title: 'MultiSectionDigitalClock',
          },
          { pathname: '/x/api/date-pickers/pickers-action-bar', title: 'PickersActionBar' },
          {
            pathname: '/x/api/date-pickers/pickers-calendar-header',
            title: 'PickersCalendarHeader',
          },
          { pathname: '/x/api/date-pickers/pickers-day', title: 'PickersDay' },
          { pathname: '/x/api/date-pickers/pickers-layout', title: 'PickersLayout' },
          { pathname: '/x/api/date-pickers/pickers-shortcuts', title: 'PickersShortcuts' },
          {
            pathname: '/x/api/date-pickers/single-input-date-range-field',
            title: 'SingleInputDateRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/single-input-date-time-range-field',
            title: 'SingleInputDateTimeRangeField',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/single-input-time-range-field',
            title: 'SingleInputTimeRangeField',
            plan: 'pro',
          },
          { pathname: '/x/api/date-pickers/static-date-picker', title: 'StaticDatePicker' },
          {
            pathname: '/x/api/date-pickers/static-date-range-picker',
            title: 'StaticDateRangePicker',
            plan: 'pro',
          },
          {
            pathname: '/x/api/date-pickers/static-date-time-picker',
            title: 'StaticDateTimePicker',
          },
          { pathname: '/x/api/date-pickers/static-time-picker', title: 'StaticTimePicker' },
          { pathname: '/x/api/date-pickers/time-clock', title: 'TimeClock' },
          { pathname: '/x/api/date-pickers/time-field', title: 'TimeField' },
          { pathname: '/x/api/date-pickers/time-picker', title: 'TimePicker' },
          { pathname: '/x/api/date-pickers/time-picker-toolbar', title: 'TimePickerToolbar' },
          { pathname: '/x/api/date-pickers/year-calendar', title: 'YearCalendar' },
        ],
      },
      {
        pathname: '/x/api/charts-group',
        title: 'Charts',
        subheader: 'charts',
        children: [
          { pathname: '/x/api/charts', title: 'Index' },
          { pathname: '/x/api/charts/area-element', title: 'AreaElement' },
          { pathname: '/x/api/charts/area-plot', title: 'AreaPlot' },
          { pathname: '/x/api/charts/bar-chart', title: 'BarChart' },
          { pathname: '/x/api/charts/bar-element', title: 'BarElement' },
          { pathname: '/x/api/charts/bar-plot', title: 'BarPlot' },
          { pathname: '/x/api/charts/chart-container', title: 'ChartContainer' },
          { pathname: '/x/api/charts/charts-axis', title: 'ChartsAxis' },
          { pathname: '/x/api/charts/charts-axis-highlight', title: 'ChartsAxisHighlight' },
          {
            pathname: '/x/api/charts/charts-axis-tooltip-content',
            title: 'ChartsAxisTooltipContent',
          },
          { pathname: '/x/api/charts/charts-clip-path', title: 'ChartsClipPath' },
          {
            pathname: '/x/api/charts/charts-item-tooltip-content',
            title: 'ChartsItemTooltipContent',
          },
          { pathname: '/x/api/charts/charts-legend', title: 'ChartsLegend' },
          { pathname: '/x/api/charts/charts-reference-line', title: 'ChartsReferenceLine' },
          { pathname: '/x/api/charts/charts-surface', title: 'ChartsSurface' },
          { pathname: '/x/api/charts/charts-text', title: 'ChartsText' },
          { pathname: '/x/api/charts/charts-tooltip', title: 'ChartsTooltip' },
          { pathname: '/x/api/charts/charts-x-axis', title: 'ChartsXAxis' },
          { pathname: '/x/api/charts/charts-y-axis', title: 'ChartsYAxis' },
          {
            pathname: '/x/api/charts/default-charts-axis-tooltip-content',
            title: 'DefaultChartsAxisTooltipContent',
          },
          {
            pathname: '/x/api/charts/default-charts-item-tooltip-content',
            title: 'DefaultChartsItemTooltipContent',
          },
          { pathname: '/x/api/charts/line-chart', title: 'LineChart' },
          { pathname: '/x/api/charts/line-element', title: 'LineElement' },
          { pathname: '/x/api/charts/line-highlight-element', title: 'LineHighlightElement' },
          { pathname: '/x/api/charts/line-highlight-plot', title: 'LineHighlightPlot' },
          { pathname: '/x/api/charts/line-plot', title: 'LinePlot' },
          { pathname: '/x/api/charts/mark-element', title: 'MarkElement' },
          { pathname: '/x/api/charts/mark-plot', title: 'MarkPlot' },
          { pathname: '/x/api/charts/pie-arc', title: 'PieArc' },
          { pathname: '/x/api/charts/pie-arc-label', title: 'PieArcLabel' },
          { pathname: '/x/api/charts/pie-arc-label-plot', title: 'PieArcLabelPlot' },
          { pathname: '/x/api/charts/pie-arc-plot', title: 'PieArcPlot' },
          { pathname: '/x/api/charts/pie-chart', title: 'PieChart' },
          { pathname: '/x/api/charts/pie-plot', title: 'PiePlot' },
          {
            pathname: '/x/api/charts/responsive-chart-container',
            title: 'ResponsiveChartContainer',
          },
          { pathname: '/x/api/charts/scatter', title: 'Scatter' },
          { pathname: '/x/api/charts/scatter-chart', title: 'ScatterChart' },
          { pathname: '/x/api/charts/scatter-plot', title: 'ScatterPlot' },
          { pathname: '/x/api/charts/spark-line-chart', title: 'SparkLineChart' },
        ],
      },
      {
        pathname: '/x/api/tree-view-group',
        title: 'Tree View',
        subheader: 'tree-view',
        children: [
          { pathname: '/x/api/tree-view/tree-item', title: 'TreeItem' },
          { pathname: '/x/api/tree-view/tree-view', title: 'TreeView' },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration',
    title: 'Migration',
    icon: 'BookIcon',
    children: [
      {
        pathname: '/x/migration/upgrade-to-v6',
        title: 'Upgrade to v6',
        children: [
          {
            pathname: '/x/migration/migration-data-grid-v5',
            title: 'Breaking changes: Data Grid',
          },
          {
            pathname: '/x/migration/migration-pickers-v5',
            title: 'Breaking changes: Date and Time Pickers',
          },
          {
            pathname: '/x/migration/migration-tree-view-lab',
            title: 'Migration from lab to v6 (Tree View)',
          },
        ],
      },
      {
        pathname: '/x/migration/earlier-versions',
        title: 'Earlier versions',
        children: [
          {
            pathname: '/x/migration/migration-pickers-lab',
            title: 'Migration from lab to v5 (Date and Time Pickers)',
          },
          {
            pathname: '/x/migration/migration-data-grid-v4',
            title: 'Migration from v4 to v5 (Data Grid)',
          },
        ],
      },
    ],
  },
];

export default pages;
