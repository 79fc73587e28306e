import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

const COLUMNS = 100;
const ROWS = 1000;
const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

type Cells = { id: number } & Record<string, number>;

const columns: GridColDef<Cells>[] = Array.from({ length: COLUMNS }, (_, index) => ({
  field: `c${index}`,
  headerName: `C${index + 1}`,
  type: 'number',
  width: 90,
  valueFormatter: ({ value }) => money.format(value as number),
}));

export default function LargeNumericGrid() {
  const rows = React.useMemo(
    () =>
      Array.from({ length: ROWS }, (_, rowIndex) => {
        const row: Cells = { id: rowIndex };
        for (let column = 0; column < COLUMNS; column += 1) {
          row[`c${column}`] = ((rowIndex + 3) * (column + 11) * 104729) % 100000;
        }
        return row;
      }),
    [],
  );
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={30}
        columnHeaderHeight={36}
        initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
        pageSizeOptions={[100]}
      />
    </div>
  );
}
