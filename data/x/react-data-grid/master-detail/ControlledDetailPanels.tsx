import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import OrderLines from './OrderLines';
import { createOrders, orderColumns } from './orders';
import type { OrderRow } from './orders';

const rows = createOrders(30);

export default function ControlledDetailPanels() {
  const [expandedIds, setExpandedIds] = React.useState<GridRowId[]>([10242]);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderRow>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <div style={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mb: 1, minHeight: 32 }}
      >
        <Typography variant="body2">Open panels:</Typography>
        {expandedIds.length === 0 ? (
          <Typography variant="body2">none</Typography>
        ) : (
          expandedIds.map((id) => {
            const close = () => setExpandedIds((current) => current.filter((open) => open !== id));
            return (
              <Chip
                key={id}
                size="small"
                label={`Order ${id}`}
                aria-label={`Close the panel of order ${id}`}
                onClick={close}
                onDelete={close}
              />
            );
          })
        )}
      </Stack>
      <div style={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
        />
      </div>
    </div>
  );
}
