import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridAutosizeOptions, GridColDef } from '@mui/x-data-grid-pro';

interface ReviewRow {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
  review: string;
}

const REVIEWS = [
  'Arrived a day early and works as described.',
  'The battery lasts a full week of commuting, but the charging cable is too short to reach the socket behind my desk, so I had to buy a longer one.',
  'Good value.',
  'Setup took five minutes. The companion app asks for more permissions than it needs, which I turned off without losing any feature.',
  'Stopped working after two months; the replacement has been fine so far and support answered within an hour.',
];

const PRODUCTS = ['Trail headlamp', 'Desk fan', 'Kettle', 'Bike light', 'Travel adapter'];
const REVIEWERS = ['Imani K.', 'Sven E.', 'Mariana L.', 'Hiro T.', 'Olga B.', 'Tariq H.'];

const rows: ReviewRow[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  product: PRODUCTS[index % PRODUCTS.length],
  reviewer: REVIEWERS[(index * 5) % REVIEWERS.length],
  rating: 1 + ((index * 7) % 5),
  review: REVIEWS[(index * 3) % REVIEWS.length],
}));

const columns: GridColDef<ReviewRow>[] = [
  { field: 'product', headerName: 'Product' },
  { field: 'reviewer', headerName: 'Reviewer' },
  { field: 'rating', headerName: 'Rating', type: 'number' },
  // Without a maximum, autosizing would put each review on one very long line.
  { field: 'review', headerName: 'Review', maxWidth: 340 },
];

const autosizeOptions: GridAutosizeOptions = { includeHeaders: true, includeOutliers: true };

export default function AutosizeDynamicRowHeight() {
  const apiRef = useGridApiRef();
  return (
    <div style={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.autosizeColumns(autosizeOptions)}
        sx={{ mb: 1 }}
      >
        Autosize columns
      </Button>
      <div style={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOnMount
          autosizeOptions={autosizeOptions}
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={() => 64}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      </div>
    </div>
  );
}
