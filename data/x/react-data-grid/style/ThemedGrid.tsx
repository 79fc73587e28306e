import { ThemeProvider, alpha, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);

// A theme of its own for this demo, in the colour mode of the page around it.
const gridTheme = (mode: PaletteMode) =>
  createTheme({
    palette: { mode },
    components: {
      MuiDataGrid: {
        defaultProps: { density: 'compact', disableRowSelectionOnClick: true },
        styleOverrides: {
          root: ({ theme }) => ({ borderRadius: 0, borderColor: theme.palette.primary.main }),
          columnHeaders: ({ theme }) => ({
            backgroundColor: alpha(theme.palette.primary.main, 0.08),
          }),
          columnHeaderTitle: { fontWeight: 700, textTransform: 'uppercase', fontSize: 12 },
          row: ({ theme }) => ({
            '&:nth-of-type(even)': { backgroundColor: alpha(theme.palette.primary.main, 0.03) },
          }),
        },
      },
    },
  });

export default function ThemedGrid() {
  return (
    <ThemeProvider theme={(outer: Theme) => gridTheme(outer.palette.mode)}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={employeeColumns} showColumnVerticalBorder />
      </div>
    </ThemeProvider>
  );
}
