import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridLocaleText } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60);
const count = new Intl.NumberFormat('en-US');

const localeText: Partial<GridLocaleText> = {
  toolbarColumns: 'Fields',
  toolbarFilters: 'Refine',
  toolbarDensity: 'Row size',
  toolbarExport: 'Download',
  noResultsOverlayLabel: 'No employee matches your search.',
  footerRowSelected: (selected) =>
    selected === 1 ? '1 employee selected' : `${count.format(selected)} employees selected`,
};

export default function CustomLocaleText() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        columnVisibilityModel={{ id: false, email: false }}
        checkboxSelection
        localeText={localeText}
        slots={{ toolbar: GridToolbar }}
      />
    </div>
  );
}
