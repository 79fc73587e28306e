import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface PlaceRow {
  id: number;
  path: string[];
  population: number;
}

// No row for "Europe", "France", "Asia" or "Japan": only the cities are data.
const rows: PlaceRow[] = [
  { id: 1, path: ['Europe', 'France', 'Lyon'], population: 522250 },
  { id: 2, path: ['Europe', 'France', 'Marseille'], population: 873076 },
  { id: 3, path: ['Europe', 'Portugal'], population: 10467366 },
  { id: 4, path: ['Europe', 'Portugal', 'Lisbon'], population: 548703 },
  { id: 5, path: ['Asia', 'Japan', 'Osaka'], population: 2752412 },
  { id: 6, path: ['Asia', 'Japan', 'Sapporo'], population: 1959313 },
];

const columns: GridColDef<PlaceRow>[] = [
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 140,
    valueFormatter: ({ value }) => (typeof value === 'number' ? value.toLocaleString('en-US') : ''),
  },
];

export default function GapsInTree() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Place', flex: 1, minWidth: 200 }}
        defaultGroupingExpansionDepth={-1}
        getRowClassName={({ row }) => (row.population === undefined ? 'generated-row' : '')}
        sx={{ '& .generated-row': { fontStyle: 'italic' } }}
        hideFooter
      />
    </div>
  );
}
