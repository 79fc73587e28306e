import * as React from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Budget {
  id: number;
  team: string;
  budget: number;
  forecast: number;
}

const initialRows: Budget[] = [
  { id: 1, team: 'Design', budget: 12000, forecast: 11800 },
  { id: 2, team: 'Engineering', budget: 54000, forecast: 56100 },
  { id: 3, team: 'Marketing', budget: 18000, forecast: 16400 },
  { id: 4, team: 'Sales', budget: 22000, forecast: 23900 },
  { id: 5, team: 'Support', budget: 9000, forecast: 8700 },
];

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 120 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 120, editable: true },
  { field: 'forecast', headerName: 'Forecast', type: 'number', width: 120, editable: true },
];

/** Stands in for a request to your server: it refuses negative amounts. */
function saveOnServer(row: Budget): Promise<Budget> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (row.budget < 0 || row.forecast < 0) {
        reject(new Error(`The server refused ${row.team}: amounts cannot be negative.`));
      } else {
        resolve(row);
      }
    }, 400);
  });
}

export default function PersistPastedRows() {
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState<string[]>([]);
  const [error, setError] = React.useState<string | null>(null);

  // Each pasted row goes through processRowUpdate, like an edit: one place saves both.
  const processRowUpdate = React.useCallback(async (newRow: Budget) => {
    const stored = await saveOnServer(newRow);
    setSaved((lines) =>
      [`${stored.team}: ${stored.budget} / ${stored.forecast}`, ...lines].slice(0, 5),
    );
    return stored;
  }, []);

  return (
    <div style={{ width: '100%' }}>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <DataGridPremium
        autoHeight
        rows={initialRows}
        columns={columns}
        unstable_cellSelection
        experimentalFeatures={{ clipboardPaste: true }}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
        // The grid stays in its loading state until every pasted row is answered.
        onClipboardPasteStart={() => {
          setError(null);
          setSaving(true);
        }}
        onClipboardPasteEnd={() => setSaving(false)}
        loading={saving}
        hideFooter
      />
      <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
        Saved on the server
      </Typography>
      <List dense aria-label="Saved rows">
        {saved.length === 0 ? <ListItem>Nothing saved yet</ListItem> : null}
        {saved.map((line, index) => (
          <ListItem key={`${index}-${line}`}>{line}</ListItem>
        ))}
      </List>
    </div>
  );
}
