import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(30);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'active',
    headerName: 'Status',
    type: 'boolean',
    width: 130,
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {value ? (
          <CheckCircleIcon color="success" fontSize="small" aria-hidden />
        ) : (
          <PauseCircleIcon color="disabled" fontSize="small" aria-hidden />
        )}
        {value ? 'Active' : 'On leave'}
      </Box>
    ),
  },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Contact',
    width: 100,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="mail"
        icon={<MailOutlineIcon />}
        label={`E-mail ${row.name}`}
        onClick={() => window.open(`mailto:${row.email}`)}
      />,
    ],
  },
];

export default function AccessibleCells() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid aria-label="Employee status" rows={rows} columns={columns} />
    </div>
  );
}
