import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface ExpenseRow {
  id: number | 'total';
  item: string;
  category: string;
  quantity: number;
  unitPrice: number;
}

const items: ExpenseRow[] = [
  { id: 1, item: 'Laptop stand', category: 'Office', quantity: 4, unitPrice: 39 },
  { id: 2, item: 'Monitor', category: 'Hardware', quantity: 2, unitPrice: 219 },
  { id: 3, item: 'Conference ticket', category: 'Training', quantity: 1, unitPrice: 650 },
  { id: 4, item: 'Notebooks', category: 'Office', quantity: 25, unitPrice: 3 },
  { id: 5, item: 'Keyboard', category: 'Hardware', quantity: 3, unitPrice: 89 },
];

const total = items.reduce((sum, row) => sum + row.quantity * row.unitPrice, 0);
const rows: ExpenseRow[] = [
  ...items,
  { id: 'total', item: 'Total', category: '', quantity: 0, unitPrice: 0 },
];

const isTotal = (row: ExpenseRow) => row.id === 'total';
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

const expenseColumns: GridColDef<ExpenseRow>[] = [
  {
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 160,
    colSpan: ({ row }) => (isTotal(row) ? 3 : undefined),
    renderCell: ({ row, value }) => (isTotal(row) ? <strong>{value}</strong> : value),
  },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => usd(value as number),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueGetter: ({ row }) => (isTotal(row) ? total : row.quantity * row.unitPrice),
    valueFormatter: ({ value }) => usd(value as number),
  },
];

// A total row must stay last: no column sorts.
const columns = expenseColumns.map((column) => ({ ...column, sortable: false }));

export default function TotalRowSpan() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        disableColumnMenu
        hideFooter
        getRowClassName={({ row }) => (isTotal(row) ? 'total-row' : '')}
        sx={{ '& .total-row': { bgcolor: 'action.hover' } }}
      />
    </div>
  );
}
