import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

interface Country {
  isoCode: string;
  name: string;
  capital: string;
  population: number;
}

const countries: Country[] = [
  { isoCode: 'BR', name: 'Brazil', capital: 'Brasília', population: 203_000_000 },
  { isoCode: 'CA', name: 'Canada', capital: 'Ottawa', population: 40_000_000 },
  { isoCode: 'FR', name: 'France', capital: 'Paris', population: 68_000_000 },
  { isoCode: 'IN', name: 'India', capital: 'New Delhi', population: 1_428_000_000 },
  { isoCode: 'JP', name: 'Japan', capital: 'Tokyo', population: 124_000_000 },
  { isoCode: 'KE', name: 'Kenya', capital: 'Nairobi', population: 55_000_000 },
];

// The data has no `id`: the ISO code is unique and stable, so it identifies each row.
const getRowId: GridRowIdGetter<Country> = (row) => row.isoCode;

const columns: GridColDef<Country>[] = [
  { field: 'isoCode', headerName: 'Code', width: 90 },
  { field: 'name', headerName: 'Country', flex: 1 },
  { field: 'capital', headerName: 'Capital', flex: 1 },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 150,
    valueFormatter: ({ value }) => (value as number).toLocaleString('en-US'),
  },
];

export default function CustomRowId() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid autoHeight rows={countries} columns={columns} getRowId={getRowId} hideFooter />
    </div>
  );
}
