import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

// Rows are plain objects with an id; columns name their fields.
const rows = [
  { id: 1, city: 'Lagos', country: 'Nigeria', population: 15.4 },
  { id: 2, city: 'Jakarta', country: 'Indonesia', population: 11.2 },
  { id: 3, city: 'Bogotá', country: 'Colombia', population: 7.9 },
  { id: 4, city: 'Toronto', country: 'Canada', population: 2.8 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population (millions)', type: 'number', width: 180 },
];

export default function FeedingData() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoHeight hideFooter />
    </div>
  );
}
