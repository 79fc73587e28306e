import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';
import type { GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 516);

// Filter first, then sorting, then the column items (defaults: sort 10, filter 20, columns 30).
function FilterFirstMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuSortItem: { displayOrder: 25 },
      }}
    />
  );
}

export default function ReorderMenuItems() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ columnMenu: FilterFirstMenu }}
        hideFooterPagination
      />
    </div>
  );
}
