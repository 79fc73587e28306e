import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridColTypeDef } from '@mui/x-data-grid';

interface ProductRow {
  id: number;
  product: string;
  /** Units sold on each of the last 14 days, oldest first. */
  dailySales: number[];
}

const PRODUCTS = [
  'Trail headlamp',
  'Desk fan',
  'Electric kettle',
  'Bike light',
  'Travel adapter',
  'Noise-cancelling earbuds',
  'Yoga mat',
  'Water bottle',
  'Phone stand',
  'Rain jacket',
  'Camping stove',
  'Reading lamp',
];

/** A small seeded generator, so the server and the browser draw the same lines. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const random = seeded(7);
const rows: ProductRow[] = PRODUCTS.map((product, index) => {
  const drift = (random() - 0.45) * 4;
  let level = 20 + random() * 40;
  const dailySales = Array.from({ length: 14 }, () => {
    level = Math.max(2, level + drift + (random() - 0.5) * 12);
    return Math.round(level);
  });
  return { id: index + 1, product, dailySales };
});

const WIDTH = 120;
const HEIGHT = 32;

function Sparkline({ values }: { values: number[] }) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min || 1;
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * WIDTH;
      const y = HEIGHT - 2 - ((value - min) / range) * (HEIGHT - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const first = values[0];
  const last = values[values.length - 1];
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`From ${first} to ${last} units a day, between ${min} and ${max}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      sx={{ color: last >= first ? 'success.main' : 'error.main', overflow: 'visible' }}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </Box>
  );
}

/** A column type for series of numbers: a line instead of text, not sortable or filterable. */
const sparklineColumnType: GridColTypeDef<number[], string> = {
  width: 150,
  sortable: false,
  filterable: false,
  renderCell: ({ value }) => (value && value.length > 1 ? <Sparkline values={value} /> : null),
  // What copying and exporting use, since the line itself is not text.
  valueFormatter: ({ value }) => (Array.isArray(value) ? value.join(' ') : ''),
};

const columns: GridColDef<ProductRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'dailySales', headerName: 'Last 14 days', ...sparklineColumnType },
  {
    field: 'total',
    headerName: 'Units sold',
    type: 'number',
    width: 110,
    valueGetter: ({ row }) => row.dailySales.reduce((sum, value) => sum + value, 0),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: ({ row }) =>
      (row.dailySales[row.dailySales.length - 1] - row.dailySales[0]) / row.dailySales[0],
    valueFormatter: ({ value }) =>
      `${value > 0 ? '+' : ''}${Math.round((value as number) * 100)} %`,
  },
];

export default function SparklineColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
