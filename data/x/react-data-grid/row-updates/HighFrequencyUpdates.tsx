import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid-pro';

interface QuoteRow {
  id: string;
  price: number;
  change: number;
}

const SYMBOLS = [
  'ALDR',
  'BRKN',
  'CLVX',
  'DRMO',
  'ELTA',
  'FNXS',
  'GRVE',
  'HLIX',
  'IONQ',
  'JUNO',
  'KYTE',
  'LMNA',
  'MRBL',
  'NOVA',
  'ORCA',
  'PXLR',
  'QNTM',
  'RVNA',
  'SOLR',
  'TRKA',
];

const initialRows: QuoteRow[] = SYMBOLS.map((symbol, index) => ({
  id: symbol,
  price: 40 + index * 7.5,
  change: 0,
}));

const columns: GridColDef<QuoteRow>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => (value as number).toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) =>
      `${(value as number) >= 0 ? '+' : ''}${(value as number).toFixed(2)}`,
    cellClassName: ({ value }) => ((value as number) >= 0 ? 'quote-up' : 'quote-down'),
  },
];

const TICK_MS = 50;

export default function HighFrequencyUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttleMs, setThrottleMs] = React.useState(1000);
  const [sent, setSent] = React.useState(0);

  // The latest prices, kept here: while updates are held back, the grid's rows are behind.
  const prices = React.useRef(new Map(initialRows.map((row) => [row.id, row.price])));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    let count = 0;
    // Every 50 ms, five prices move; all five go in one `updateRows` call.
    const feed = setInterval(() => {
      const updates = Array.from({ length: 5 }, () => {
        const symbol = SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
        const change = (Math.random() - 0.5) * 0.8;
        const price = Math.max(1, (prices.current.get(symbol) ?? 50) + change);
        prices.current.set(symbol, price);
        return { id: symbol, price, change };
      });
      apiRef.current.updateRows(updates);
      count += updates.length;
    }, TICK_MS);
    // The counter is drawn twice a second, not at the pace of the feed.
    const display = setInterval(() => {
      const batch = count;
      count = 0;
      setSent((total) => total + batch);
    }, 500);
    return () => {
      clearInterval(feed);
      clearInterval(display);
    };
  }, [apiRef, running]);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <FormControlLabel
          control={
            <Switch checked={running} onChange={(event) => setRunning(event.target.checked)} />
          }
          label="Stream prices"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_, value: number | null) => value !== null && setThrottleMs(value)}
          aria-label="Apply updates every"
        >
          <ToggleButton value={0}>At once</ToggleButton>
          <ToggleButton value={1000}>Every 1 s</ToggleButton>
          <ToggleButton value={3000}>Every 3 s</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" sx={{ my: 1 }}>
        {sent.toLocaleString('en-US')} price updates sent
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttleMs}
          hideFooter
          sx={{
            '& .quote-up': { color: 'success.main' },
            '& .quote-down': { color: 'error.main' },
          }}
        />
      </div>
    </div>
  );
}
