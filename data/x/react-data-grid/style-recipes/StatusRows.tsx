import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

type Status = 'Paid' | 'Pending' | 'Overdue';

interface InvoiceRow {
  id: number;
  customer: string;
  amount: number;
  status: Status;
}

const CUSTOMERS = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum'];
const STATUSES: Status[] = ['Paid', 'Pending', 'Overdue', 'Paid', 'Paid', 'Pending'];

const rows: InvoiceRow[] = Array.from({ length: 18 }, (_, index) => ({
  id: 2400 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length],
  amount: 250 + ((index * 977) % 4200),
  status: STATUSES[(index * 5) % STATUSES.length],
}));

const columns: GridColDef<InvoiceRow>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => `$${(value as number).toLocaleString('en-US')}`,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

const COLOR: Record<Status, 'success' | 'warning' | 'error'> = {
  Paid: 'success',
  Pending: 'warning',
  Overdue: 'error',
};

/** One tinted background per status, from the palette: readable in light and dark mode. */
function statusStyles(theme: Theme): SystemStyleObject<Theme> {
  const styles: Record<string, SystemStyleObject<Theme>> = {};
  (Object.keys(COLOR) as Status[]).forEach((status) => {
    const main = theme.palette[COLOR[status]].main;
    styles[`& .status--${status}`] = {
      backgroundColor: alpha(main, 0.12),
      '&:hover, &.Mui-hovered': { backgroundColor: alpha(main, 0.2) },
      '&.Mui-selected': { backgroundColor: alpha(main, 0.3) },
    };
  });
  return { height: 380, ...styles };
}

export default function StatusRows() {
  return (
    <Card variant="outlined" sx={{ overflow: 'hidden', width: '100%' }}>
      <Box sx={statusStyles}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
          sx={{ border: 0 }}
          getRowClassName={({ row }) => `status--${(row as InvoiceRow).status}`}
        />
      </Box>
    </Card>
  );
}
