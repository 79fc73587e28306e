import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbarContainer } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 409);

// Tells TypeScript that the toolbar slot accepts these extra props.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onRefresh: () => void;
    refreshCount: number;
  }
}

function RefreshToolbar({
  onRefresh,
  refreshCount,
}: {
  onRefresh: () => void;
  refreshCount: number;
}) {
  return (
    <GridToolbarContainer>
      <Button size="small" onClick={onRefresh}>
        Refresh
      </Button>
      <span>Refreshed {refreshCount} times</span>
    </GridToolbarContainer>
  );
}

export default function TypedSlotProps() {
  const [count, setCount] = React.useState(0);
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: RefreshToolbar }}
        slotProps={{
          toolbar: { onRefresh: () => setCount((value) => value + 1), refreshCount: count },
        }}
        hideFooterPagination
      />
    </div>
  );
}
