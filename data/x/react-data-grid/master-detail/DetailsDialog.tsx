import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(100);

export default function DetailsDialog() {
  const [open, setOpen] = React.useState<EmployeeRow | null>(null);
  const columns: GridColDef<EmployeeRow>[] = [
    {
      field: 'details',
      headerName: '',
      width: 100,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => setOpen(row)}
          aria-label={`Show details for ${row.name}`}
        >
          Details
        </Button>
      ),
    },
    ...employeeColumns.filter((column) => ['name', 'department', 'country'].includes(column.field)),
  ];
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
      <Dialog open={open !== null} onClose={() => setOpen(null)}>
        <DialogTitle>{open?.name}</DialogTitle>
        <DialogContent>
          {open &&
            `${open.role} in ${open.department}, based in ${open.country}, earning ${formatSalary(open.salary)} a year.`}
        </DialogContent>
      </Dialog>
    </div>
  );
}
