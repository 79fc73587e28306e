import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';
import type { GridColumnMenuProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 520);

// Not a list of menu items at all: a small panel with a description and two buttons.
function ColumnInfoPanel({ colDef, hideMenu }: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  return (
    <Box sx={{ p: 2, maxWidth: 260 }}>
      <Typography variant="subtitle2" component="p">
        {colDef.headerName ?? colDef.field}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Field <code>{colDef.field}</code>, type {colDef.type ?? 'string'}.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          onClick={(event) => {
            apiRef.current.sortColumn(colDef, 'asc');
            hideMenu(event);
          }}
        >
          Sort A–Z
        </Button>
        <Button size="small" onClick={hideMenu}>
          Close
        </Button>
      </Stack>
    </Box>
  );
}

export default function CustomMenuComponent() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ columnMenu: ColumnInfoPanel }}
        hideFooterPagination
      />
    </div>
  );
}
