import * as React from 'react';
import Rating from '@mui/material/Rating';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';
import type { GridColDef, GridRenderEditCellParams } from '@mui/x-data-grid';

function RatingEditCell({ id, field, value }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={Number(value)}
      onChange={(event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 }, event);
      }}
      sx={{ px: 1 }}
    />
  );
}

const rows = [
  { id: 1, supplier: 'Northwind Coffee', rating: 4 },
  { id: 2, supplier: 'Blue Harbor Paper', rating: 2 },
  { id: 3, supplier: 'Kestrel Logistics', rating: 5 },
];

const columns: GridColDef[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    editable: true,
    renderCell: ({ value }) => (
      <Rating readOnly value={Number(value)} aria-label={`${value} stars`} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomEditComponent() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
