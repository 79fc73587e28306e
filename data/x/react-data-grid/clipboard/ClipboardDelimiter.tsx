import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  item: string;
  quantity: number;
  unitPrice: number;
}

const rows: Order[] = [
  { id: 1, item: 'Notebooks', quantity: 40, unitPrice: 2.5 },
  { id: 2, item: 'Pens (box)', quantity: 12, unitPrice: 7.9 },
  { id: 3, item: 'Sticky notes', quantity: 25, unitPrice: 3.2 },
  { id: 4, item: 'Whiteboard markers', quantity: 18, unitPrice: 11.4 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    editable: true,
    // Copied cells carry the formatted text ("$7.90"): read the number back out of it.
    valueFormatter: ({ value }) => currency.format(value as number),
    pastedValueParser: (text) => {
      const amount = Number(text.replace(/[^0-9.-]/g, ''));
      return Number.isFinite(amount) ? amount : undefined;
    },
  },
];

type Delimiter = '\t' | ';';

export default function ClipboardDelimiter() {
  const [delimiter, setDelimiter] = React.useState<Delimiter>('\t');
  const [copied, setCopied] = React.useState('');

  // Pasted text is split the same way copied text is joined.
  const splitPastedText = React.useCallback(
    (text: string) =>
      text
        .replace(/\r?\n$/, '')
        .split(/\r\n|\n|\r/)
        .map((line) => line.split(delimiter)),
    [delimiter],
  );

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={delimiter}
        onChange={(_event, next: Delimiter | null) => next && setDelimiter(next)}
        aria-label="Cell delimiter"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={'\t'}>Tab</ToggleButton>
        <ToggleButton value=";">Semicolon</ToggleButton>
      </ToggleButtonGroup>
      <DataGridPremium
        autoHeight
        rows={rows}
        columns={columns}
        unstable_cellSelection
        experimentalFeatures={{ clipboardPaste: true }}
        clipboardCopyCellDelimiter={delimiter}
        unstable_splitClipboardPastedText={splitPastedText}
        onClipboardCopy={setCopied}
        hideFooter
      />
      <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
        Last copied text (tabs shown as ⇥)
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: 40, m: 0 }}
      >
        {copied ? copied.replace(/\t/g, ' ⇥ ') : 'Select cells and press Ctrl+C (Cmd+C on macOS)'}
      </Typography>
    </div>
  );
}
