import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';
import type { GridColDef, GridRenderEditCellParams } from '@mui/x-data-grid';

const STATUSES = ['Open', 'In progress', 'Blocked', 'Done'];

function StatusEditCell({ id, field, value }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const handleChange = async (event: SelectChangeEvent) => {
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    // Picking an option is the whole edit: leave edit mode at once.
    apiRef.current.stopCellEditMode({ id, field });
  };
  return (
    <Select
      value={String(value)}
      onChange={handleChange}
      size="small"
      fullWidth
      defaultOpen
      inputProps={{ 'aria-label': 'Status' }}
      sx={{ height: '100%' }}
    >
      {STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const rows = [
  { id: 1, ticket: 'Login page times out', status: 'Open' },
  { id: 2, ticket: 'Export misses last column', status: 'In progress' },
  { id: 3, ticket: 'Dark mode contrast', status: 'Done' },
];

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', flex: 1, minWidth: 170 },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    editable: true,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function AutoStopEditComponent() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
