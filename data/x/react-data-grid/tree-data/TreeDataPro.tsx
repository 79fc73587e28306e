import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface OrgRow {
  id: number;
  path: string[];
  headcount: number;
}

const rows: OrgRow[] = [
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
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 140 },
];

export default function TreeDataPro() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Team', flex: 1 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </div>
  );
}
