import type { GridEvents } from '@mui/x-data-grid-premium';

export type EventPlan = 'MIT' | 'Pro' | 'Premium';

export interface GridEventInfo {
  plan: EventPlan;
  area: string;
  description: string;
  /** The prop that listens to the event, when there is one. */
  prop?: string;
  /** The type definitions mark it "do not document": it may change in a minor version. */
  internal?: true;
}

/**
 * Every event the grid publishes in MUI X 6.20, MIT, Pro and Premium. The type makes the list
 * exact: an event missing here, or a name the grid does not publish, fails the type check.
 */
export const GRID_EVENT_CATALOG: Record<GridEvents, GridEventInfo> = {
  // Rows
  rowClick: { plan: 'MIT', area: 'Row', prop: 'onRowClick', description: 'A row was clicked.' },
  rowDoubleClick: {
    plan: 'MIT',
    area: 'Row',
    prop: 'onRowDoubleClick',
    description: 'A row was double-clicked.',
  },
  rowMouseEnter: { plan: 'MIT', area: 'Row', description: 'The pointer entered a row.' },
  rowMouseLeave: { plan: 'MIT', area: 'Row', description: 'The pointer left a row.' },
  rowMouseOut: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The pointer moved out of a row or one of its children.',
  },
  rowMouseOver: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The pointer moved over a row or one of its children.',
  },
  rowDragStart: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The user started dragging a row (row reordering).',
  },
  rowDragOver: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'A dragged row moved over another row.',
  },
  rowDragEnd: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The user dropped a dragged row or cancelled the drag.',
  },
  rowExpansionChange: {
    plan: 'MIT',
    area: 'Row',
    description: 'A group or tree row was expanded or collapsed.',
  },
  rowsSet: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The grid replaced its rows, from the `rows` prop or `setRows`.',
  },
  filteredRowsSet: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The grid finished applying the filters to the rows.',
  },
  sortedRowsSet: {
    plan: 'MIT',
    area: 'Row',
    internal: true,
    description: 'The grid finished sorting the rows.',
  },
  rowCountChange: {
    plan: 'MIT',
    area: 'Row',
    prop: 'onRowCountChange',
    description: 'The total number of rows changed (server-side pagination).',
  },
  // Column headers
  columnHeaderClick: {
    plan: 'MIT',
    area: 'Column header',
    prop: 'onColumnHeaderClick',
    description: 'A column header was clicked.',
  },
  columnHeaderDoubleClick: {
    plan: 'MIT',
    area: 'Column header',
    prop: 'onColumnHeaderDoubleClick',
    description: 'A column header was double-clicked.',
  },
  columnHeaderOver: {
    plan: 'MIT',
    area: 'Column header',
    prop: 'onColumnHeaderOver',
    internal: true,
    description: 'The pointer moved over a column header or one of its children.',
  },
  columnHeaderOut: {
    plan: 'MIT',
    area: 'Column header',
    prop: 'onColumnHeaderOut',
    internal: true,
    description: 'The pointer moved out of a column header or one of its children.',
  },
  columnHeaderEnter: {
    plan: 'MIT',
    area: 'Column header',
    prop: 'onColumnHeaderEnter',
    internal: true,
    description: 'The pointer entered a column header.',
  },
  columnHeaderLeave: {
    plan: 'MIT',
    area: 'Column header',
    prop: 'onColumnHeaderLeave',
    internal: true,
    description: 'The pointer left a column header.',
  },
  columnHeaderKeyDown: {
    plan: 'MIT',
    area: 'Column header',
    description: 'A key was pressed while a column header had focus.',
  },
  columnHeaderFocus: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'A column header received focus.',
  },
  columnHeaderBlur: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'A column header lost focus.',
  },
  columnHeaderDragStart: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'The user started dragging a column header (column reordering).',
  },
  columnHeaderDragEnter: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'A dragged column entered another column header.',
  },
  columnHeaderDragOver: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'A dragged column moved over another column header.',
  },
  columnHeaderDragEnd: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'The user dropped a dragged column or cancelled the drag.',
  },
  columnSeparatorDoubleClick: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'The resize handle between two headers was double-clicked.',
  },
  columnSeparatorMouseDown: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'The pointer was pressed on the resize handle between two headers.',
  },
  columnIndexChange: {
    plan: 'MIT',
    area: 'Column header',
    internal: true,
    description: 'A dragged column moved to a new position, before the drop.',
  },
  // Header filters and column groups
  headerFilterClick: {
    plan: 'MIT',
    area: 'Header filter',
    internal: true,
    description: 'A header filter cell was clicked.',
  },
  headerFilterKeyDown: {
    plan: 'MIT',
    area: 'Header filter',
    internal: true,
    description: 'A key was pressed in a header filter cell.',
  },
  headerFilterMouseDown: {
    plan: 'MIT',
    area: 'Header filter',
    internal: true,
    description: 'The pointer was pressed on a header filter cell.',
  },
  headerFilterBlur: {
    plan: 'MIT',
    area: 'Header filter',
    internal: true,
    description: 'A header filter cell lost focus.',
  },
  columnGroupHeaderKeyDown: {
    plan: 'MIT',
    area: 'Column group',
    description: 'A key was pressed while a column group header had focus.',
  },
  columnGroupHeaderFocus: {
    plan: 'MIT',
    area: 'Column group',
    internal: true,
    description: 'A column group header received focus.',
  },
  columnGroupHeaderBlur: {
    plan: 'MIT',
    area: 'Column group',
    internal: true,
    description: 'A column group header lost focus.',
  },
  // Cells
  cellClick: { plan: 'MIT', area: 'Cell', prop: 'onCellClick', description: 'A cell was clicked.' },
  cellDoubleClick: {
    plan: 'MIT',
    area: 'Cell',
    prop: 'onCellDoubleClick',
    description: 'A cell was double-clicked.',
  },
  cellMouseDown: { plan: 'MIT', area: 'Cell', description: 'The pointer was pressed on a cell.' },
  cellMouseUp: { plan: 'MIT', area: 'Cell', description: 'The pointer was released on a cell.' },
  cellMouseOver: {
    plan: 'MIT',
    area: 'Cell',
    description: 'The pointer moved over a cell or one of its children.',
  },
  cellKeyDown: {
    plan: 'MIT',
    area: 'Cell',
    prop: 'onCellKeyDown',
    description: 'A key was pressed while a cell had focus.',
  },
  cellKeyUp: {
    plan: 'MIT',
    area: 'Cell',
    description: 'A key was released while a cell had focus.',
  },
  cellDragEnter: {
    plan: 'MIT',
    area: 'Cell',
    internal: true,
    description: 'Something dragged entered a cell.',
  },
  cellDragOver: {
    plan: 'MIT',
    area: 'Cell',
    internal: true,
    description: 'Something dragged moved over a cell.',
  },
  cellFocusIn: {
    plan: 'MIT',
    area: 'Cell',
    internal: true,
    description: 'A cell became the focused cell.',
  },
  cellFocusOut: {
    plan: 'MIT',
    area: 'Cell',
    internal: true,
    description: 'The focused cell lost focus to something outside it.',
  },
  // Editing
  cellModeChange: {
    plan: 'MIT',
    area: 'Editing',
    internal: true,
    description: 'A cell switched between view and edit mode.',
  },
  cellModesModelChange: {
    plan: 'MIT',
    area: 'Editing',
    prop: 'onCellModesModelChange',
    description: 'The model of the cells in edit mode changed.',
  },
  rowModesModelChange: {
    plan: 'MIT',
    area: 'Editing',
    prop: 'onRowModesModelChange',
    description: 'The model of the rows in edit mode changed.',
  },
  cellEditStart: {
    plan: 'MIT',
    area: 'Editing',
    prop: 'onCellEditStart',
    description: 'A cell is about to enter edit mode, with the reason (double click, key…).',
  },
  cellEditStop: {
    plan: 'MIT',
    area: 'Editing',
    prop: 'onCellEditStop',
    description: 'A cell is about to leave edit mode, with the reason (Enter, Escape, blur…).',
  },
  rowEditStart: {
    plan: 'MIT',
    area: 'Editing',
    prop: 'onRowEditStart',
    description: 'A row is about to enter edit mode.',
  },
  rowEditStop: {
    plan: 'MIT',
    area: 'Editing',
    prop: 'onRowEditStop',
    description: 'A row is about to leave edit mode.',
  },
  // State with a model
  paginationModelChange: {
    plan: 'MIT',
    area: 'State',
    prop: 'onPaginationModelChange',
    description: 'The page or the page size changed.',
  },
  filterModelChange: {
    plan: 'MIT',
    area: 'State',
    prop: 'onFilterModelChange',
    description: 'The filter model changed: an item, the logic operator or the quick filter.',
  },
  sortModelChange: {
    plan: 'MIT',
    area: 'State',
    prop: 'onSortModelChange',
    description: 'The sort model changed.',
  },
  rowSelectionChange: {
    plan: 'MIT',
    area: 'State',
    prop: 'onRowSelectionModelChange',
    description: 'The selected rows changed.',
  },
  columnVisibilityModelChange: {
    plan: 'MIT',
    area: 'State',
    prop: 'onColumnVisibilityModelChange',
    description: 'Columns were shown or hidden.',
  },
  stateChange: {
    plan: 'MIT',
    area: 'State',
    prop: 'onStateChange',
    description: 'Any part of the internal state changed. Fires very often.',
  },
  // Columns
  columnsChange: {
    plan: 'MIT',
    area: 'Columns',
    description: 'The column definitions were updated, with the new list of fields.',
  },
  columnWidthChange: {
    plan: 'MIT',
    area: 'Columns',
    prop: 'onColumnWidthChange',
    description: 'A column got a new width: at the end of a resize, or from `setColumnWidth`.',
  },
  columnResizeStart: {
    plan: 'MIT',
    area: 'Columns',
    description: 'The user started resizing a column.',
  },
  columnResizeStop: {
    plan: 'MIT',
    area: 'Columns',
    description: 'The user stopped resizing a column.',
  },
  columnResize: {
    plan: 'MIT',
    area: 'Columns',
    prop: 'onColumnResize',
    description: 'The width of a column changes while it is being resized.',
  },
  columnOrderChange: {
    plan: 'MIT',
    area: 'Columns',
    prop: 'onColumnOrderChange',
    description: 'A column was moved to a new position.',
  },
  headerSelectionCheckboxChange: {
    plan: 'MIT',
    area: 'Selection',
    description: 'The select-all checkbox of the header was toggled.',
  },
  rowSelectionCheckboxChange: {
    plan: 'MIT',
    area: 'Selection',
    description: 'The selection checkbox of a row was toggled.',
  },
  // Layout, scroll and rendering
  resize: {
    plan: 'MIT',
    area: 'Layout',
    prop: 'onResize',
    description: 'The grid container changed size.',
  },
  debouncedResize: {
    plan: 'MIT',
    area: 'Layout',
    description: 'Like `resize`, once the size has stopped changing for a moment.',
  },
  viewportInnerSizeChange: {
    plan: 'MIT',
    area: 'Layout',
    description: 'The area available to the rows changed size.',
  },
  scrollPositionChange: {
    plan: 'MIT',
    area: 'Layout',
    description: 'The rows were scrolled, with the new top and left offsets.',
  },
  renderedRowsIntervalChange: {
    plan: 'MIT',
    area: 'Layout',
    description: 'Virtualization changed which rows and columns are rendered.',
  },
  virtualScrollerContentSizeChange: {
    plan: 'MIT',
    area: 'Layout',
    internal: true,
    description: 'The scrollable content of the rows changed size.',
  },
  virtualScrollerWheel: {
    plan: 'MIT',
    area: 'Layout',
    internal: true,
    description: 'A mouse wheel event happened over the rows.',
  },
  virtualScrollerTouchMove: {
    plan: 'MIT',
    area: 'Layout',
    internal: true,
    description: 'A touch move happened over the rows.',
  },
  // Panels, menus and clipboard
  preferencePanelOpen: {
    plan: 'MIT',
    area: 'Panels',
    prop: 'onPreferencePanelOpen',
    description: 'The filter panel or the column chooser opened.',
  },
  preferencePanelClose: {
    plan: 'MIT',
    area: 'Panels',
    prop: 'onPreferencePanelClose',
    description: 'The filter panel or the column chooser closed.',
  },
  menuOpen: {
    plan: 'MIT',
    area: 'Panels',
    prop: 'onMenuOpen',
    description: 'A column menu opened.',
  },
  menuClose: {
    plan: 'MIT',
    area: 'Panels',
    prop: 'onMenuClose',
    description: 'A column menu closed.',
  },
  clipboardCopy: {
    plan: 'MIT',
    area: 'Clipboard',
    prop: 'onClipboardCopy',
    description: 'Cells or rows were copied, with the copied text.',
  },
  // Life cycle and internals
  unmount: { plan: 'MIT', area: 'Life cycle', description: 'The grid is being unmounted.' },
  activeStrategyProcessorChange: {
    plan: 'MIT',
    area: 'Life cycle',
    internal: true,
    description: 'The processor of a strategy (tree data, row grouping) changed.',
  },
  strategyAvailabilityChange: {
    plan: 'MIT',
    area: 'Life cycle',
    internal: true,
    description: 'A strategy became available or unavailable.',
  },
  // Pro
  rowsScrollEnd: {
    plan: 'Pro',
    area: 'Layout',
    prop: 'onRowsScrollEnd',
    description: 'The rows were scrolled to the bottom (infinite loading).',
  },
  rowOrderChange: {
    plan: 'Pro',
    area: 'Row',
    prop: 'onRowOrderChange',
    description: 'A row was dropped at a new position by row reordering.',
  },
  fetchRows: {
    plan: 'Pro',
    area: 'Row',
    prop: 'onFetchRows',
    description: 'Lazy loading needs rows that the grid does not have yet.',
  },
  detailPanelsExpandedRowIdsChange: {
    plan: 'Pro',
    area: 'State',
    prop: 'onDetailPanelExpandedRowIdsChange',
    internal: true,
    description: 'Detail panels were opened or closed (master-detail).',
  },
  pinnedColumnsChange: {
    plan: 'Pro',
    area: 'State',
    prop: 'onPinnedColumnsChange',
    internal: true,
    description: 'Columns were pinned or unpinned.',
  },
  // Premium
  aggregationModelChange: {
    plan: 'Premium',
    area: 'State',
    prop: 'onAggregationModelChange',
    description: 'The aggregation model changed.',
  },
  rowGroupingModelChange: {
    plan: 'Premium',
    area: 'State',
    prop: 'onRowGroupingModelChange',
    description: 'The grouping columns changed.',
  },
  cellSelectionChange: {
    plan: 'Premium',
    area: 'Selection',
    prop: 'unstable_onCellSelectionModelChange',
    description: 'The selected cells changed (cell selection).',
  },
  excelExportStateChange: {
    plan: 'Premium',
    area: 'Export',
    prop: 'onExcelExportStateChange',
    description: "An Excel export started ('pending') or its file is ready ('finished').",
  },
  clipboardPasteStart: {
    plan: 'Premium',
    area: 'Clipboard',
    prop: 'onClipboardPasteStart',
    description: 'A paste starts, with the pasted data split into rows and cells.',
  },
  clipboardPasteEnd: {
    plan: 'Premium',
    area: 'Clipboard',
    prop: 'onClipboardPasteEnd',
    description: 'Every row changed by a paste has been processed.',
  },
};
