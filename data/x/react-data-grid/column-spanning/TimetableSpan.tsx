import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
type Day = (typeof DAYS)[number];

type SlotRow = { id: number; time: string; label?: string } & Partial<Record<Day, string>>;

const rows: SlotRow[] = [
  {
    id: 1,
    time: '08:30',
    monday: 'Maths',
    tuesday: 'Physics',
    wednesday: 'Maths',
    thursday: 'History',
    friday: 'Biology',
  },
  {
    id: 2,
    time: '09:30',
    monday: 'English',
    tuesday: 'Maths',
    wednesday: 'Chemistry',
    thursday: 'English',
    friday: 'Art',
  },
  { id: 3, time: '10:30', label: 'Break' },
  {
    id: 4,
    time: '11:00',
    monday: 'Geography',
    tuesday: 'Music',
    wednesday: 'Physics',
    thursday: 'Maths',
    friday: 'Sport',
  },
  { id: 5, time: '12:00', label: 'Lunch' },
];

const columns: GridColDef<SlotRow>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  ...DAYS.map<GridColDef<SlotRow>>((day, index) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    flex: 1,
    minWidth: 110,
    sortable: false,
    // Break rows span the five day columns, from Monday onwards.
    colSpan: ({ row }) => (row.label && index === 0 ? DAYS.length : undefined),
    valueGetter: ({ row }) => (row.label ? row.label : row[day]),
  })),
];

export default function TimetableSpan() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        getCellClassName={({ row }) => (row.label ? 'break-cell' : '')}
        sx={{
          '& .break-cell': {
            justifyContent: 'center',
            fontStyle: 'italic',
            bgcolor: 'action.hover',
          },
        }}
      />
    </div>
  );
}
