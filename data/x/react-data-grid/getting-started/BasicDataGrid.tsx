import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  diameterKm: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, diameterKm: 4879 },
  { id: 2, name: 'Venus', moons: 0, diameterKm: 12104 },
  { id: 3, name: 'Earth', moons: 1, diameterKm: 12742 },
  { id: 4, name: 'Mars', moons: 2, diameterKm: 6779 },
  { id: 5, name: 'Jupiter', moons: 95, diameterKm: 139820 },
  { id: 6, name: 'Saturn', moons: 146, diameterKm: 116460 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'diameterKm', headerName: 'Diameter (km)', type: 'number', width: 160 },
];

export default function BasicDataGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
