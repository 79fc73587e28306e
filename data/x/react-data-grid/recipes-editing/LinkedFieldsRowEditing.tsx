import { DataGrid, GridEditSingleSelectCell } from '@mui/x-data-grid';
import type { GridColDef, GridRenderEditCellParams } from '@mui/x-data-grid';

const CITIES: Record<string, string[]> = {
  France: ['Paris', 'Lyon', 'Marseille'],
  Japan: ['Tokyo', 'Osaka', 'Sapporo'],
  Kenya: ['Nairobi', 'Mombasa', 'Kisumu'],
  Brazil: ['São Paulo', 'Recife', 'Curitiba'],
};

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const rows: Office[] = [
  { id: 1, team: 'Design', country: 'France', city: 'Lyon' },
  { id: 2, team: 'Support', country: 'Kenya', city: 'Nairobi' },
  { id: 3, team: 'Sales', country: 'Japan', city: 'Osaka' },
  { id: 4, team: 'Engineering', country: 'Brazil', city: 'Recife' },
];

/** The country editor: picking a country also moves the city to that country's first city. */
function CountryEditCell(props: GridRenderEditCellParams<Office, string>) {
  const { id, api } = props;
  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async (_event, country: string) => {
        // The country first, so that the city editor reads the new country's list.
        await api.setEditCellValue({ id, field: 'country', value: country });
        await api.setEditCellValue({ id, field: 'city', value: CITIES[country][0] });
      }}
    />
  );
}

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', width: 140 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(CITIES),
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Office, string>) => (
      <CountryEditCell {...params} />
    ),
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    // In edit mode, `row` holds the values being edited, so the list follows the country.
    valueOptions: ({ row }) => (row ? CITIES[row.country] : Object.values(CITIES).flat()),
    width: 150,
    editable: true,
  },
];

export default function LinkedFieldsRowEditing() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid autoHeight rows={rows} columns={columns} editMode="row" hideFooter />
    </div>
  );
}
