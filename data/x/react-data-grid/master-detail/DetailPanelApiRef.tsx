import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import OrderLines from './OrderLines';
import { createOrders, orderColumns } from './orders';
import type { OrderRow } from './orders';

const rows = createOrders(30);

export default function DetailPanelApiRef() {
  const apiRef = useGridApiRef();
  const [openCount, setOpenCount] = React.useState(0);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderRow>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  const actions: { label: string; run: () => void }[] = [
    { label: 'Toggle the first order', run: () => apiRef.current.toggleDetailPanel(rows[0].id) },
    {
      label: 'Open the shipped orders',
      run: () =>
        apiRef.current.setExpandedDetailPanels(
          rows.filter((row) => row.status === 'Shipped').map((row) => row.id),
        ),
    },
    {
      label: 'Open the next one',
      run: () => {
        const open = apiRef.current.getExpandedDetailPanels();
        const next = rows.find((row) => !open.includes(row.id));
        if (next) {
          apiRef.current.setExpandedDetailPanels([...open, next.id]);
        }
      },
    },
    { label: 'Close all', run: () => apiRef.current.setExpandedDetailPanels([]) },
  ];

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {actions.map(({ label, run }) => (
          <Button key={label} size="small" variant="outlined" onClick={run}>
            {label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {openCount === 1 ? '1 panel open' : `${openCount} panels open`}
      </Typography>
      <div style={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          onDetailPanelExpandedRowIdsChange={(ids: GridRowId[]) => setOpenCount(ids.length)}
        />
      </div>
    </div>
  );
}
