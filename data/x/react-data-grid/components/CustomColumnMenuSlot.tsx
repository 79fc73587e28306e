import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuSortItem,
} from '@mui/x-data-grid';
import type { GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(60, 420);

// A menu of our own: sorting, filtering and a line telling the column's type.
function CompactColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef } = props;
  return (
    <GridColumnMenuContainer {...props}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <MenuItem disabled>Type: {colDef.type ?? 'string'}</MenuItem>
    </GridColumnMenuContainer>
  );
}

export default function CustomColumnMenuSlot() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ columnMenu: CompactColumnMenu }}
        hideFooterPagination
      />
    </div>
  );
}
