import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 100 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 90 },
  { field: 'population', headerName: 'Pop. (m)', type: 'number', width: 100 },
];

const rows = [
  { id: 1, city: 'Tokyo', country: 'Japan', population: 37.2 },
  { id: 2, city: 'Delhi', country: 'India', population: 32.9 },
  { id: 3, city: 'Shanghai', country: 'China', population: 29.2 },
  { id: 4, city: 'Dhaka', country: 'Bangladesh', population: 23.2 },
  { id: 5, city: 'São Paulo', country: 'Brazil', population: 22.6 },
  { id: 6, city: 'Cairo', country: 'Egypt', population: 22.2 },
  { id: 7, city: 'Mexico City', country: 'Mexico', population: 22.1 },
  { id: 8, city: 'Beijing', country: 'China', population: 21.8 },
  { id: 9, city: 'Mumbai', country: 'India', population: 21.3 },
  { id: 10, city: 'Osaka', country: 'Japan', population: 19.0 },
];

export default function DataTable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        aria-label="Largest cities"
      />
    </Box>
  );
}
