import * as React from 'react';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40, 617);

export default function SpecialProperties() {
  const [message, setMessage] = React.useState('Open the menu at the end of a row.');
  // The actions column type: each cell holds actions (here in a menu); it neither sorts nor filters.
  const columns: GridColDef<EmployeeRow>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    {
      field: 'actions',
      type: 'actions',
      width: 80,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="mail"
          label={`Show ${row.name}'s e-mail`}
          showInMenu
          onClick={() => setMessage(row.email)}
        />,
        <GridActionsCellItem
          key="role"
          label={`Show ${row.name}'s role`}
          showInMenu
          onClick={() => setMessage(row.role)}
        />,
      ],
    },
  ];
  return (
    <div>
      <p aria-live="polite">{message}</p>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooterPagination />
      </div>
    </div>
  );
}
