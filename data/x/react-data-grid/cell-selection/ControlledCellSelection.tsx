import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridCellSelectionModel } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 951);

export default function ControlledCellSelection() {
  // The model maps row ids to the fields selected in that row.
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    1: { name: true, salary: true },
  });
  const count = Object.values(model).reduce(
    (sum, fields) => sum + Object.values(fields).filter(Boolean).length,
    0,
  );
  return (
    <div>
      <p aria-live="polite">
        {count} cells selected: {JSON.stringify(model)}
      </p>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={employeeColumns}
          unstable_cellSelection
          unstable_cellSelectionModel={model}
          unstable_onCellSelectionModelChange={setModel}
        />
      </div>
    </div>
  );
}
