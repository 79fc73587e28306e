import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridColTypeDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Money in US dollars: numeric sorting and filtering, formatted display. */
const usdColumn: GridColTypeDef = {
  type: 'number',
  width: 130,
  valueFormatter: ({ value }) => (typeof value === 'number' ? currency.format(value) : ''),
};

/** A ratio between 0 and 1, shown as a percentage with one decimal. */
const percentColumn: GridColTypeDef = {
  type: 'number',
  width: 110,
  valueFormatter: ({ value }) => (typeof value === 'number' ? `${(value * 100).toFixed(1)} %` : ''),
};

const rows = createEmployeeRows(40);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'salary', headerName: 'Salary', ...usdColumn },
  {
    field: 'bonus',
    headerName: 'Bonus',
    ...usdColumn,
    width: 110,
    valueGetter: ({ row }) => Math.round(row.salary * 0.08),
  },
  {
    field: 'raise',
    headerName: 'Raise',
    ...percentColumn,
    valueGetter: ({ row }) => (row.id % 7) / 100,
  },
  {
    field: 'share',
    headerName: 'Share of dept.',
    ...percentColumn,
    width: 130,
    valueGetter: ({ row }) => row.salary / 1_000_000,
  },
];

export default function CurrencyColumnType() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
