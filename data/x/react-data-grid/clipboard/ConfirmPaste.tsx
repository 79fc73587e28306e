import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Price {
  id: number;
  product: string;
  price: number;
  stock: number;
}

const rows: Price[] = [
  { id: 1, product: 'Desk lamp', price: 39, stock: 120 },
  { id: 2, product: 'Monitor arm', price: 89, stock: 45 },
  { id: 3, product: 'Standing desk', price: 499, stock: 12 },
  { id: 4, product: 'Office chair', price: 259, stock: 30 },
  { id: 5, product: 'Cable tray', price: 24, stock: 310 },
];

const columns: GridColDef<Price>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110, editable: true },
];

interface PendingPaste {
  size: string;
  answer: (confirmed: boolean) => void;
}

export default function ConfirmPaste() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [line, ...lines].slice(0, 6));

  // Called before anything changes: a rejected promise cancels the paste.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const size = `${data.length} × ${data[0]?.length ?? 0}`;
      add(`beforeClipboardPasteStart: ${size} values, asking`);
      setPending({
        size,
        answer: (confirmed) => {
          setPending(null);
          if (confirmed) {
            resolve();
          } else {
            add('paste cancelled');
            reject(new Error('Paste cancelled by the user'));
          }
        },
      });
    });

  return (
    <div style={{ width: '100%' }}>
      <DataGridPremium
        autoHeight
        rows={rows}
        columns={columns}
        unstable_cellSelection
        experimentalFeatures={{ clipboardPaste: true }}
        onBeforeClipboardPasteStart={confirmPaste}
        onClipboardPasteStart={({ data }) => add(`clipboardPasteStart: ${data.length} rows`)}
        onClipboardPasteEnd={() => add('clipboardPasteEnd')}
        hideFooter
      />
      <List dense aria-label="Paste events" sx={{ fontFamily: 'monospace' }}>
        {log.length === 0 ? (
          <ListItem>Copy cells, then paste them onto Price or Stock</ListItem>
        ) : null}
        {log.map((line, index) => (
          <ListItem key={`${index}-${line}`}>{line}</ListItem>
        ))}
      </List>
      <Dialog open={pending !== null} onClose={() => pending?.answer(false)}>
        <DialogTitle>Paste into the price list?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending ? `${pending.size} values will replace the selected cells.` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.answer(false)}>Cancel</Button>
          <Button onClick={() => pending?.answer(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
