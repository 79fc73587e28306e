import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, useGridApiContext, useGridApiEventHandler } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import OrderLines from './OrderLines';
import { createOrders, orderColumns } from './orders';
import type { OrderRow } from './orders';

const rows = createOrders(30);

// Wide enough to scroll sideways on most screens.
const columns: GridColDef<OrderRow>[] = [
  ...orderColumns.map((column) => ({ ...column, flex: undefined, width: 170 })),
  { field: 'city', headerName: 'City', width: 170 },
  {
    field: 'lineCount',
    headerName: 'Lines',
    type: 'number',
    width: 170,
    valueGetter: ({ row }) => row.lines.length,
  },
];

/**
 * Keeps its content in view: as wide as the grid's viewport and stuck to its left edge, so
 * scrolling the columns sideways does not move the panel's content.
 */
function ViewportWidthPanel({ children }: { children: React.ReactNode }) {
  const apiRef = useGridApiContext();
  const [width, setWidth] = React.useState(
    () => apiRef.current.getRootDimensions()?.viewportInnerSize.width ?? 0,
  );
  const handleViewportResize = React.useCallback((size: { width: number }) => {
    setWidth(size.width);
  }, []);
  useGridApiEventHandler(apiRef, 'viewportInnerSizeChange', handleViewportResize);
  return (
    <Box
      sx={{
        position: 'sticky',
        left: 0,
        width: width > 0 ? width : '100%',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </Box>
  );
}

export default function FullWidthDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderRow>) => (
      <ViewportWidthPanel>
        <OrderLines order={row} />
      </ViewportWidthPanel>
    ),
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
        initialState={{ detailPanel: { expandedRowIds: [10240] } }}
        // The panel scrolls its own overflow by default, which would hold the sticky content
        // in place relative to the panel instead of the grid's scrolling area.
        sx={{ '& .MuiDataGrid-detailPanel': { overflow: 'visible' } }}
      />
    </div>
  );
}
