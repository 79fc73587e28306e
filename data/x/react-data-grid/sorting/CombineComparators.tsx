import { DataGrid, gridNumberComparator, gridStringOrNumberComparator } from '@mui/x-data-grid';
import type { GridColDef, GridComparatorFn } from '@mui/x-data-grid';

interface Score {
  points: number;
  player: string;
}

// Highest points first is the column's own order; ties are broken by player name.
const scoreComparator: GridComparatorFn<Score> = (a, b, paramA, paramB) =>
  gridNumberComparator(a.points, b.points, paramA, paramB) ||
  gridStringOrNumberComparator(a.player, b.player, paramA, paramB);

const rows = [
  { id: 1, team: 'Falcons', best: { points: 31, player: 'Rosa' } },
  { id: 2, team: 'Otters', best: { points: 28, player: 'Wen' } },
  { id: 3, team: 'Comets', best: { points: 31, player: 'Ada' } },
  { id: 4, team: 'Herons', best: { points: 19, player: 'Tariq' } },
];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  {
    field: 'best',
    headerName: 'Top scorer',
    flex: 1,
    minWidth: 160,
    valueFormatter: ({ value }) => `${(value as Score).player} (${(value as Score).points})`,
    sortComparator: scoreComparator,
  },
];

export default function CombineComparators() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'best', sort: 'desc' }] } }}
      />
    </div>
  );
}
