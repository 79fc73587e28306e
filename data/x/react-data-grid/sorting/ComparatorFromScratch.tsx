import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridComparatorFn } from '@mui/x-data-grid';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// Sizes sort in the order of the list above, not alphabetically (where "L" would come before "M").
const sizeComparator: GridComparatorFn<string> = (a, b) => SIZES.indexOf(a) - SIZES.indexOf(b);

const rows = [
  { id: 1, product: 'Trail jacket', size: 'L', stock: 14 },
  { id: 2, product: 'Trail jacket', size: 'XS', stock: 3 },
  { id: 3, product: 'Rain shell', size: 'XXL', stock: 7 },
  { id: 4, product: 'Rain shell', size: 'M', stock: 21 },
  { id: 5, product: 'Fleece', size: 'S', stock: 9 },
  { id: 6, product: 'Fleece', size: 'XL', stock: 0 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: sizeComparator },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

export default function ComparatorFromScratch() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
      />
    </div>
  );
}
