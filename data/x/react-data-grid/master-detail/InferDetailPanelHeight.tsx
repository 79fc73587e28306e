import * as React from 'react';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridRowParams } from '@mui/x-data-grid-pro';
import OrderLines from './OrderLines';
import { createOrders, orderColumns } from './orders';
import type { OrderRow } from './orders';

const rows = createOrders(30);

export default function InferDetailPanelHeight() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderRow>) => <OrderLines order={row} />,
    [],
  );
  // 'auto': each panel is as tall as its table, whatever the number of lines.
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [10240, 10241] } }}
      />
    </div>
  );
}
