import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(200, 703);

export default function IgnoreDiacriticsQuickFilter() {
  const [ignore, setIgnore] = React.useState(true);
  // "muller" finds "Müller" and "chloe" finds "Chloé" only when diacritics are ignored.
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={ignore} onChange={(event) => setIgnore(event.target.checked)} />}
        label="Ignore diacritics"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          ignoreDiacritics={ignore}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['muller'] } } }}
        />
      </div>
    </div>
  );
}
