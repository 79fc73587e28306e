import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  person: string;
  monday: string;
  tuesday: string;
  wednesday: string;
}

const rows: Shift[] = [
  { id: 1, person: 'Ada Chen', monday: 'Early', tuesday: 'Early', wednesday: 'Off' },
  { id: 2, person: 'Farid Haddad', monday: 'Late', tuesday: 'Off', wednesday: 'Late' },
  { id: 3, person: 'Rosa Silva', monday: 'Off', tuesday: 'Late', wednesday: 'Early' },
  { id: 4, person: 'Hiro Tanaka', monday: 'Early', tuesday: 'Late', wednesday: 'Late' },
];

const day = (field: keyof Shift, headerName: string): GridColDef<Shift> => ({
  field,
  headerName,
  type: 'singleSelect',
  valueOptions: ['Early', 'Late', 'Off'],
  editable: true,
  width: 120,
});

const columns: GridColDef<Shift>[] = [
  { field: 'person', headerName: 'Person', flex: 1, minWidth: 140 },
  day('monday', 'Monday'),
  day('tuesday', 'Tuesday'),
  day('wednesday', 'Wednesday'),
];

export default function DisableClipboardPaste() {
  const [locked, setLocked] = React.useState(true);
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Schedule published (no pasting)"
      />
      <DataGridPremium
        autoHeight
        rows={rows}
        columns={columns}
        unstable_cellSelection
        experimentalFeatures={{ clipboardPaste: true }}
        // Copying keeps working; only pasting into a range of cells is switched off.
        disableClipboardPaste={locked}
        hideFooter
      />
    </div>
  );
}
