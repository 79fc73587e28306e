import MenuItem from '@mui/material/MenuItem';
import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';
import type { GridColumnMenuItemProps, GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 516);

// Replaces the built-in "Filter" item with one that explains what it does.
function ExplainedFilterItem({ colDef, onClick }: GridColumnMenuItemProps) {
  return <MenuItem onClick={onClick}>Filter rows by {colDef.headerName ?? colDef.field}…</MenuItem>;
}

function MenuWithOwnFilterItem(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: ExplainedFilterItem }} />;
}

export default function OverrideMenuItem() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ columnMenu: MenuWithOwnFilterItem }}
        hideFooterPagination
      />
    </div>
  );
}
