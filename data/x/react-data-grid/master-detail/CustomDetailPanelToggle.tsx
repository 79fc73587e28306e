import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import type { GridColDef, GridRenderCellParams, GridRowParams } from '@mui/x-data-grid-pro';
import OrderLines from './OrderLines';
import { createOrders, orderColumns } from './orders';
import type { OrderRow } from './orders';

const rows = createOrders(30);

/**
 * The grid toggles the panel on a click inside the toggle cell and on Space: the button only
 * shows the state, so it has no click handler of its own.
 */
function LinesToggle({ id, row, value: isExpanded }: GridRenderCellParams<OrderRow, boolean>) {
  const apiRef = useGridApiContext();
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  if (!React.isValidElement(contentCache[id])) {
    // No panel for this row: no toggle either.
    return null;
  }
  const lines = `${row.lines.length} lines`;
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-label={
        isExpanded ? `Hide the ${lines} of order ${id}` : `Show the ${lines} of order ${id}`
      }
    >
      <ExpandMoreIcon
        fontSize="inherit"
        sx={{
          transform: isExpanded ? 'rotate(180deg)' : 'none',
          transition: (theme) => theme.transitions.create('transform'),
        }}
      />
    </IconButton>
  );
}

const columns: GridColDef<OrderRow>[] = [
  ...orderColumns,
  // The toggle column, moved to the end and drawn by our own cell.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Lines',
    width: 70,
    // The default draws no header; `undefined` brings back the title.
    renderHeader: undefined,
    renderCell: (params) => (
      <LinesToggle {...(params as GridRenderCellParams<OrderRow, boolean>)} />
    ),
  },
];

export default function CustomDetailPanelToggle() {
  // Orders of a single line have nothing more to show: no panel.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderRow>) =>
      row.lines.length > 1 ? <OrderLines order={row} /> : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
