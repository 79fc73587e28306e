import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { frFR as materialFrFR } from '@mui/material/locale';
import { DataGrid, GridToolbar, frFR } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(100);

const frenchColumns = employeeColumns
  .filter((column) => ['name', 'department', 'country', 'salary'].includes(column.field))
  .map((column) => ({
    ...column,
    headerName: {
      name: 'Nom',
      department: 'Service',
      country: 'Pays',
      salary: 'Salaire',
    }[column.field],
  }));

export default function FrenchLocale() {
  return (
    <ThemeProvider
      theme={(outer: Theme) =>
        createTheme({ palette: { mode: outer.palette.mode } }, frFR, materialFrFR)
      }
    >
      <div style={{ height: 420, width: '100%' }} lang="fr">
        <DataGrid
          rows={rows}
          columns={frenchColumns}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
        />
      </div>
    </ThemeProvider>
  );
}
