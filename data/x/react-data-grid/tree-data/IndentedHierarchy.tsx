import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface OrgRow {
  id: number;
  path: string[];
  headcount: number;
}

const orgRows: OrgRow[] = [
  { id: 1, path: ['Company'], headcount: 42 },
  { id: 2, path: ['Company', 'Engineering'], headcount: 24 },
  { id: 3, path: ['Company', 'Engineering', 'Platform'], headcount: 9 },
  { id: 4, path: ['Company', 'Engineering', 'Product'], headcount: 15 },
  { id: 5, path: ['Company', 'Design'], headcount: 6 },
  { id: 6, path: ['Company', 'Design', 'Research'], headcount: 2 },
  { id: 7, path: ['Company', 'Sales'], headcount: 12 },
  { id: 8, path: ['Company', 'Sales', 'EMEA'], headcount: 5 },
  { id: 9, path: ['Company', 'Sales', 'Americas'], headcount: 7 },
];

const columns: GridColDef<OrgRow>[] = [
  {
    field: 'team',
    headerName: 'Team',
    flex: 1,
    sortable: false,
    valueGetter: ({ row }) => row.path[row.path.length - 1],
    renderCell: ({ row, value }) => (
      <span style={{ paddingLeft: (row.path.length - 1) * 24 }}>{value as string}</span>
    ),
  },
  {
    field: 'level',
    headerName: 'Level',
    type: 'number',
    width: 90,
    valueGetter: ({ row }) => row.path.length,
  },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 120 },
];

export default function IndentedHierarchy() {
  return <DataGrid rows={orgRows} columns={columns} autoHeight hideFooter disableColumnMenu />;
}
