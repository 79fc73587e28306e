import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { createEmployeeRows, DEPARTMENTS } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(30, 81);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 240 },
  { field: 'department', headerName: 'Department', width: 140 },
];

function EmployeeForm({ row }: { row: EmployeeRow }) {
  const apiRef = useGridApiContext();
  const [email, setEmail] = React.useState(row.email);
  const [department, setDepartment] = React.useState(row.department);
  const [message, setMessage] = React.useState('');
  const emailIsValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  const changed = email !== row.email || department !== row.department;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!emailIsValid) {
      return;
    }
    // The panel writes to the grid's row; the columns above show the change at once.
    apiRef.current.updateRows([{ id: row.id, email, department }]);
    setMessage(`Saved at ${new Date().toLocaleTimeString('en-US')}.`);
  };

  return (
    <Stack
      component="form"
      aria-label={`Contact details of ${row.name}`}
      onSubmit={handleSubmit}
      direction="row"
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      alignItems="flex-start"
      sx={{ p: 2 }}
    >
      <TextField
        size="small"
        label="Email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setMessage('');
        }}
        error={!emailIsValid}
        helperText={emailIsValid ? ' ' : 'Enter an address like name@example.com'}
        sx={{ width: 280, maxWidth: '100%' }}
      />
      <TextField
        select
        size="small"
        label="Department"
        value={department}
        onChange={(event) => {
          setDepartment(event.target.value);
          setMessage('');
        }}
        helperText=" "
        sx={{ width: 180 }}
      >
        {DEPARTMENTS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={!changed || !emailIsValid}>
        Save
      </Button>
      <Typography variant="body2" role="status" sx={{ alignSelf: 'center' }}>
        {message}
      </Typography>
    </Stack>
  );
}

export default function DetailPanelForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<EmployeeRow>) => <EmployeeForm row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1] } }}
      />
    </div>
  );
}
