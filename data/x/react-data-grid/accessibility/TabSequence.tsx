import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(25, 808);

const columns: GridColDef<EmployeeRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    // The link is tabbable only while its cell is the grid's focused cell.
    renderCell: ({ row, value, tabIndex }) => (
      <Link href={`#employee-${row.id}`} tabIndex={tabIndex}>
        {value}
      </Link>
    ),
  },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Contact',
    width: 100,
    // GridActionsCellItem applies the cell's tabIndex by itself.
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

export default function TabSequence() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField size="small" label="Field before the grid" />
      <div style={{ height: 320 }}>
        <DataGrid aria-label="Team contacts" rows={rows} columns={columns} hideFooter />
      </div>
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Button after the grid
      </Button>
    </Stack>
  );
}
