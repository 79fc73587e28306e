import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

const ROW_COUNT = 10_000;
const COLUMN_COUNT = 60;

type MetricRow = { id: number } & Record<string, number>;

function createData() {
  const columns: GridColDef<MetricRow>[] = [
    { field: 'id', headerName: 'Row', width: 80 },
    ...Array.from({ length: COLUMN_COUNT }, (_, index) => ({
      field: `m${index}`,
      headerName: `Metric ${index + 1}`,
      type: 'number' as const,
      width: 110,
    })),
  ];
  const rows: MetricRow[] = Array.from({ length: ROW_COUNT }, (_, rowIndex) => {
    const row: MetricRow = { id: rowIndex + 1 };
    for (let column = 0; column < COLUMN_COUNT; column += 1) {
      row[`m${column}`] = ((rowIndex + 1) * (column + 7) * 7919) % 1000;
    }
    return row;
  });
  return { columns, rows };
}

export default function ManyRowsAndColumns() {
  const { columns, rows } = React.useMemo(createData, []);
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={32}
        initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
        pageSizeOptions={[100]}
      />
    </div>
  );
}
