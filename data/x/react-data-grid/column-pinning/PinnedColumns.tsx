import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40);

const columns: GridColDef<EmployeeRow>[] = [
  ...employeeColumns.map((column) => ({ ...column, flex: undefined, width: 180 })),
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="edit"
        icon={<EditOutlinedIcon />}
        label={`Edit ${row.name}`}
        onClick={() => undefined}
      />,
      <GridActionsCellItem
        key="delete"
        icon={<DeleteOutlineIcon />}
        label={`Delete ${row.name}`}
        onClick={() => undefined}
      />,
    ],
  },
];

export default function PinnedColumns() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['actions'] } }}
      />
    </div>
  );
}
