import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: string;
}

const rows: Invoice[] = [
  { id: 'INV-1042', client: 'Northwind', amount: 1250, status: 'Paid' },
  { id: 'INV-1043', client: 'Contoso', amount: 980, status: 'Pending' },
  { id: 'INV-1044', client: 'Fabrikam', amount: 4310, status: 'Overdue' },
  { id: 'INV-1045', client: 'Tailspin', amount: 615, status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function CompactGrid() {
  return <DataGrid rows={rows} columns={columns} autoHeight density="compact" hideFooter />;
}
