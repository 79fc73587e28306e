import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface TicketRow {
  id: number;
  customer: string;
  subject: string;
  details: string;
}

const DETAILS = [
  'The invoice of March lists the annual plan twice.',
  'Cannot reset the password: the link in the e-mail has already expired when it arrives, even when opened within a minute of the request.',
  'Asks whether the API has a sandbox.',
  'The export to CSV stops at 10,000 rows. The customer needs the full history of their orders for an audit and would accept several files.',
  'Wants to move the account to a colleague who is taking over the project.',
];
const CUSTOMERS = ['Northwind Traders', 'Acme Logistics', 'Blue Harbor Café', 'Kestrel Labs'];
const SUBJECTS = ['Billing', 'Login', 'API', 'Export', 'Account'];

const rows: TicketRow[] = Array.from({ length: 30 }, (_, index) => ({
  id: 4100 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length],
  subject: SUBJECTS[(index * 3) % SUBJECTS.length],
  details: DETAILS[(index * 2) % DETAILS.length],
}));

export default function PinnedColumnsAutoHeight() {
  const [narrowActions, setNarrowActions] = React.useState(false);
  const columns = React.useMemo<GridColDef<TicketRow>[]>(
    () => [
      { field: 'id', headerName: 'Ticket', width: 90 },
      { field: 'customer', headerName: 'Customer', width: 160 },
      { field: 'subject', headerName: 'Subject', width: 120 },
      { field: 'details', headerName: 'Details', width: 360 },
      {
        field: 'actions',
        headerName: 'Actions',
        sortable: false,
        filterable: false,
        width: narrowActions ? 120 : 220,
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ py: 1 }}>
            <Button size="small" variant="outlined" aria-label={`Reply to ticket ${row.id}`}>
              Reply
            </Button>
            <Button size="small" variant="outlined" aria-label={`Close ticket ${row.id}`}>
              Close
            </Button>
          </Stack>
        ),
      },
    ],
    [narrowActions],
  );
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={narrowActions}
            onChange={(event) => setNarrowActions(event.target.checked)}
          />
        }
        label="Narrow actions column"
      />
      <div style={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={() => 60}
          initialState={{ pinnedColumns: { left: ['id'], right: ['actions'] } }}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      </div>
    </div>
  );
}
