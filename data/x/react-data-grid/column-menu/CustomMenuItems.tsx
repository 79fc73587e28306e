import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';
import type { GridColumnMenuItemProps, GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);

function CopyFieldItem({ colDef, onClick }: GridColumnMenuItemProps) {
  return (
    <MenuItem
      onClick={(event) => {
        // Clipboard access can be refused (insecure origin, denied permission): nothing breaks.
        navigator.clipboard?.writeText(colDef.field).catch(() => undefined);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy field name</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null, columnMenuCopyItem: CopyFieldItem }}
      slotProps={{ columnMenuCopyItem: { displayOrder: 15 } }}
    />
  );
}

export default function CustomMenuItems() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={employeeColumns} slots={{ columnMenu: CustomColumnMenu }} />
    </div>
  );
}
