import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface BudgetRow {
  id: number;
  team: string;
  budget: number;
  spent: number;
}

const initialRows: BudgetRow[] = [
  { id: 1, team: 'Design', budget: 12000, spent: 8300 },
  { id: 2, team: 'Engineering', budget: 54000, spent: 47100 },
  { id: 3, team: 'Marketing', budget: 18000, spent: 9100 },
  { id: 4, team: 'Sales', budget: 22000, spent: 23800 },
  { id: 5, team: 'Support', budget: 9000, spent: 6400 },
];

const columns: GridColDef<BudgetRow>[] = [
  { field: 'team', headerName: 'Team', flex: 1 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 130, editable: true },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 130, editable: true },
];

export default function PasteIntoGrid() {
  const [updates, setUpdates] = React.useState(0);
  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Rows updated by paste or edit: {updates}
      </Typography>
      <div style={{ height: 340 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          unstable_cellSelection
          experimentalFeatures={{ clipboardPaste: true }}
          processRowUpdate={(newRow: BudgetRow) => {
            setUpdates((count) => count + 1);
            return newRow;
          }}
          hideFooter
        />
      </div>
    </div>
  );
}
