import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import type { GridDensity } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30);
const columns = employeeColumns.filter((column) => column.field !== 'email');

export default function RowSpacing() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          getRowSpacing={({ isFirstVisible, isLastVisible }) => ({
            top: isFirstVisible ? 0 : 4,
            bottom: isLastVisible ? 0 : 4,
          })}
          sx={{
            [`& .${gridClasses.row}`]: { bgcolor: 'background.paper' },
            bgcolor: 'action.hover',
          }}
        />
      </div>
    </div>
  );
}
