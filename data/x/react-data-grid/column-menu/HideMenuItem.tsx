import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';
import type { GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 512);

// No "Hide column" or "Manage columns" items: columns stay as designed.
function MenuWithoutColumnsItem(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function HideMenuItem() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ columnMenu: MenuWithoutColumnsItem }}
        hideFooterPagination
      />
    </div>
  );
}
