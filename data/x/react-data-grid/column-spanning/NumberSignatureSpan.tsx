import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Standing desk', note: 'Back-ordered until March', qty: 4, unit: 420, extra: '' },
  { id: 2, item: 'Monitor arm', note: 'Ships with two clamps', qty: 10, unit: 85, extra: '' },
  { id: 3, item: 'Desk lamp', note: 'Warm white only', qty: 12, unit: 39, extra: '' },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 140 },
  // A number span applies to every row: each note covers its own column and the next one.
  { field: 'note', headerName: 'Note', width: 130, colSpan: 2 },
  { field: 'extra', headerName: 'Reference', width: 110 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unit', headerName: 'Unit price', type: 'number', width: 100 },
];

export default function NumberSignatureSpan() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
