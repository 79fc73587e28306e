import * as React from 'react';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';

interface PayRow {
  id: number | string;
  name: string;
  department: string;
  salary: number;
}

const rows: PayRow[] = createEmployeeRows(60).map(({ id, name, department, salary }) => ({
  id,
  name,
  department,
  salary,
}));

const columns: GridColDef<PayRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'department', headerName: 'Department', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: ({ value }) => formatSalary(value as number),
  },
];

export default function PinnedSummaryRows() {
  const pinnedRows = React.useMemo(() => {
    const total = rows.reduce((sum, row) => sum + row.salary, 0);
    return {
      bottom: [
        { id: 'total', name: 'Total', department: `${rows.length} people`, salary: total },
        { id: 'average', name: 'Average', department: '', salary: Math.round(total / rows.length) },
      ],
    };
  }, []);
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        sx={{ '& .MuiDataGrid-pinnedRows--bottom': { fontWeight: 700 } }}
      />
    </div>
  );
}
