import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, gridSortedRowIdsSelector, useGridApiRef } from '@mui/x-data-grid';
import { COUNTRIES, createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(100);

export default function ScrollToRow() {
  const apiRef = useGridApiRef();
  const [country, setCountry] = React.useState<string>('Kenya');

  const goToFirst = () => {
    const id = gridSortedRowIdsSelector(apiRef).find(
      (rowId) => (apiRef.current.getRow(rowId) as EmployeeRow).country === country,
    );
    if (id === undefined) {
      return;
    }
    const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(id);
    apiRef.current.scrollToIndexes({ rowIndex, colIndex: 0 });
    apiRef.current.setCellFocus(id, 'name');
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="Country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" onClick={goToFirst}>
          Go to first employee
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
        />
      </div>
    </div>
  );
}
