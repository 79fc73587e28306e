import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, arSD } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

// Right to left: the theme's direction and a dir attribute on a container, with Arabic texts.
const theme = createTheme({ direction: 'rtl' }, arSD);

const rows = [
  { id: 1, name: 'ليلى حداد', city: 'عمّان', score: 91 },
  { id: 2, name: 'عمر نصار', city: 'بيروت', score: 84 },
  { id: 3, name: 'سارة خليل', city: 'تونس', score: 77 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'الاسم', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'المدينة', width: 120 },
  { field: 'score', headerName: 'النتيجة', type: 'number', width: 100 },
];

export default function RtlGrid() {
  return (
    <ThemeProvider theme={theme}>
      <div dir="rtl" lang="ar" style={{ width: '100%' }}>
        <DataGrid rows={rows} columns={columns} autoHeight />
      </div>
    </ThemeProvider>
  );
}
